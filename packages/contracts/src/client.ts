// The browser's entry: everything here is free of zod, so importing it adds only what is used
// to a page's JavaScript. Types of the schemas come along as types (erased at build time).
// The web apps import from '@shop/contracts/client' (lint-enforced); servers use the full index.
export type { ErrorResponse } from './api.ts';
export type { Blog } from './blog.ts';
export type {
  Product,
  ProductDetailResponse,
  ProductListFilters,
  ProductListQuery,
  ProductListResponse,
} from './product.ts';
export type { CompanyProfile, ShopSettings } from './settings.ts';
export type { Role, UpdateProfileRequest, User } from './account.ts';
export type {
  Address,
  AdminOrder,
  AdminOrdersQuery,
  MobileMoneyOrderRequest,
  Order,
  PlaceOrderRequest,
} from './order.ts';
export type {
  AdminReview,
  CreateReviewRequest,
  ProductReviewsResponse,
  Review,
  ReviewStats,
  UpdateReviewRequest,
} from './review.ts';
export * from './account-rules.ts';
export * from './blog-text.ts';
export * from './cart.ts';
export * from './categories.ts';
export * from './images.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './order-rules.ts';
export * from './price.ts';
export * from './review-rules.ts';
export * from './sort.ts';
export * from './whatsapp.ts';
