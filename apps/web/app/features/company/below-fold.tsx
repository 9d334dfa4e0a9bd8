import type { CompanyProfile } from '@shop/contracts/client';
import type { ContactResult } from '~/lib/send-contact.server';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { GallerySection } from './gallery-section';
import { GetInTouchCard } from './get-in-touch-card';
import { LocationSection } from './location-section';

/**
 * Everything under the landing page's first view, as one lazily loaded module: the server sends
 * its HTML with the page (the form posts before any code arrives), and the browser hydrates it
 * when this code comes, after the first load (docs/architecture.md section 8).
 */
export default function BelowFold({
  company,
  posted,
}: {
  company: CompanyProfile;
  posted: ContactResult | undefined;
}) {
  return (
    <>
      <AboutSection company={company} />
      <GallerySection />
      <ContactSection companyName={company.shortName} card={<GetInTouchCard posted={posted} />} />
      <LocationSection company={company} />
    </>
  );
}
