// The browser's entry: free of zod, so importing it adds only what is used to a page's
// JavaScript. Every schema's inferred type comes along as a type (erased at build time): the web
// apps import request and response shapes from here and never write them again by hand.
// The web apps import from '@shop/contracts/client' (lint-enforced); servers use the full index.
export type * from './account.ts';
export type * from './admin-blog.ts';
export type * from './admin-customer.ts';
export type * from './admin-product.ts';
export type * from './api.ts';
export type * from './audit.ts';
export type * from './blog.ts';
export type * from './chatbot.ts';
export type * from './contact.ts';
export type * from './dashboard.ts';
export type * from './legal.ts';
export type * from './mail.ts';
export type * from './newsletter.ts';
export type * from './order.ts';
export type * from './product.ts';
export type * from './review.ts';
export type * from './settings.ts';
export type * from './sitemap.ts';
export type * from './stock.ts';
export * from './account-rules.ts';
export * from './blog-text.ts';
export * from './brand.ts';
export * from './cart.ts';
export * from './categories.ts';
export * from './chatbot-rules.ts';
export * from './contact-rules.ts';
export * from './errors.ts';
export * from './ids.ts';
export * from './images.ts';
export * from './legal-rules.ts';
export * from './legal-text.ts';
export * from './limits.ts';
export * from './mail-rules.ts';
export * from './messages.ts';
export * from './offline-messages.ts';
export * from './newsletter-rules.ts';
export * from './order-rules.ts';
export * from './order-status-tone.ts';
export * from './price.ts';
export * from './review-rules.ts';
export * from './sort.ts';
export * from './stock-rules.ts';
export * from './storage-keys.ts';
export * from './time-zone.ts';
export * from './whatsapp.ts';
