import { priceOfSize, type CartData, type Product } from '@shop/contracts/client';

/** A line of the checkout: a product known to the page, one of its sizes and the quantity. */
export interface CheckoutLine {
  /** Unique on this page: the product and the size. */
  key: string;
  product: Product;
  size: string;
  quantity: number;
  /** What one unit of the size sells at (its own price, else the product's). */
  price: number;
}

/** The cart's lines whose product is known, one per product and size, in the cart's order. */
export function checkoutLines(
  cart: CartData,
  products: ReadonlyMap<string, Product>,
): CheckoutLine[] {
  return Object.entries(cart).flatMap(([productId, sizes]) => {
    const product = products.get(productId);
    if (!product) return [];
    return Object.entries(sizes).map(([size, quantity]) => ({
      key: `${productId}\u0000${size}`,
      product,
      size,
      quantity,
      price: priceOfSize(product, size),
    }));
  });
}
