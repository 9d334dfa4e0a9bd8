import type { CompanyProfile, LegalPageSlug } from '@shop/contracts';
import { defaultPrivacyText } from './privacy-text.ts';
import { defaultTermsText } from './terms-text.ts';
import { defaultWarrantyText } from './warranty-text.ts';

/** The text a legal page shows until staff save their own. */
export const defaultLegalText: Record<LegalPageSlug, (company: CompanyProfile) => string> = {
  privacy: defaultPrivacyText,
  terms: defaultTermsText,
  warranty: defaultWarrantyText,
};
