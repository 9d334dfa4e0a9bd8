export * from './account.ts';
export * from './api.ts';
export * from './api-messages.ts';
export * from './blog.ts';
export * from './client.ts';
export * from './newsletter.ts';
export * from './product.ts';
export * from './settings.ts';
