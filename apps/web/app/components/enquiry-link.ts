import { productEnquiryLink, type Product } from '@shop/contracts/client';
import { useOrigin } from '~/lib/use-origin';
import { useSettings } from '~/lib/use-settings';

/** The WhatsApp click-to-chat link for a product; the image URL needs the page's origin. */
export function useEnquiryLink(product: Product): string {
  const settings = useSettings();
  const origin = useOrigin();
  // No public origin (`react-router dev` while rendering): leave out the image, its link would be wrong.
  return productEnquiryLink(
    origin ? product : { ...product, image: [] },
    settings.company.whatsapp,
    origin || 'http://localhost',
  );
}
