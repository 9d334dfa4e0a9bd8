// Server-only messages stay out of the browser's entry.
export * from './api-messages.ts';
export * from './account.ts';
export * from './admin-blog.ts';
export * from './admin-customer.ts';
export * from './admin-product.ts';
export * from './api.ts';
export * from './audit.ts';
export * from './blog.ts';
export * from './contact.ts';
export * from './dashboard.ts';
export * from './legal.ts';
export * from './newsletter.ts';
export * from './order.ts';
export * from './product.ts';
export * from './review.ts';
export * from './settings.ts';
export * from './client.ts';
