import { productEnquiryText, type Product } from '@shop/contracts/client';
import { whatsAppLink } from '~/lib/contact-links';
import { useOrigin } from '~/lib/use-origin';
import { useSettings } from '~/lib/use-settings';

/** The WhatsApp click-to-chat link for a product; the image URL needs the page's origin. */
export function useEnquiryLink(product: Product): string {
  const settings = useSettings();
  const origin = useOrigin();
  // No public origin (`react-router dev` while rendering): leave out the image, its link would be wrong.
  return whatsAppLink(
    settings.company.whatsapp,
    productEnquiryText(origin ? product : { ...product, image: [] }, origin || 'http://localhost'),
  );
}
