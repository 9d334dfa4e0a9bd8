import type { Product } from './product.ts';

/**
 * The card's contact button: a click-to-chat link with the spec's prefilled text
 * (docs/spec/storefront.md section 2, product card). Price is 'SSP {price}.00' as the spec writes it.
 */
export function productEnquiryLink(product: Product, whatsappNumber: string, origin: string) {
  const image = product.image[0] ? new URL(product.image[0], origin).href : '';
  const text = [
    `Hello! I'm interested in this product:`,
    `Name: ${product.name}`,
    `Price: SSP ${product.price}.00`,
    `Description: ${product.description}`,
    `Image: ${image}`,
    `Could you please provide more information?`,
  ].join('\n');
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(text)}`;
}
