import type { Product } from './product.ts';

/**
 * The message the card's contact button types in for the customer (docs/spec/storefront.md
 * section 2, product card); the storefront wraps it in a click-to-chat link. Price is
 * 'SSP {price}.00' as the spec writes it.
 */
export function productEnquiryText(product: Product, origin: string): string {
  const image = product.image[0] ? new URL(product.image[0], origin).href : '';
  return [
    `Hello! I'm interested in this product:`,
    `Name: ${product.name}`,
    `Price: SSP ${product.price}.00`,
    `Description: ${product.description}`,
    `Image: ${image}`,
    `Could you please provide more information?`,
  ].join('\n');
}
