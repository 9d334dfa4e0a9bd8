import type { Category, ChatProduct, ShopSettings } from '@shop/contracts/client';

/**
 * What the engine asks the catalogue for. `text` is words the visitor typed (the server's search
 * is typo-tolerant, the engine's is not); prices are whole SSP and inclusive. `limit` is how many
 * products to return; `total` counts every match, so the engine knows when to offer Show More.
 */
export interface ProductQuery {
  category?: Category;
  subCategory?: string;
  text?: string;
  minPrice?: number;
  maxPrice?: number;
  limit: number;
}

export interface ProductSearchResult {
  products: ChatProduct[];
  total: number;
  /**
   * Only part of the catalogue was searched (the page's own products, while the API cannot be
   * reached): finding nothing there proves nothing about the shop.
   */
  partial?: boolean;
}

/** An order as the tracking answer reads it; `date` is the placed time in ms since the epoch. */
export interface ChatOrder {
  id: string;
  status: string;
  date: number;
}

/**
 * The visitor's orders: a list (any order; the engine takes the newest) when signed in, null when
 * nobody is signed in, 'unavailable' when signed in but the orders cannot be read here (the
 * browser's fallback, whose API call has just failed).
 */
export type OrdersLookup = ChatOrder[] | null | 'unavailable';

/**
 * Everything the engine knows about the world, supplied by its host: the API (the database
 * behind it) or the browser (its fallback). The engine never reaches further than this.
 */
export interface AssistantContext {
  searchProducts(query: ProductQuery): Promise<ProductSearchResult>;
  /** The shop's settings: delivery fee, free-delivery threshold, the company's contacts. */
  settings: ShopSettings;
  /** Called only for order questions, so other answers cost no lookup. */
  orders(): Promise<OrdersLookup>;
}
