// @ts-check
// The contracts' own rules for the plain-.mjs scripts. packages/contracts is TypeScript source
// only (no build), and Node 20 cannot strip types, so tsx (installed for the API) loads the very
// files the shop is built from: the checks use the one rule, never a copy that could drift.
import { tsImport } from 'tsx/esm/api';

const contract = (/** @type {string} */ file) =>
  tsImport(`../../../packages/contracts/src/${file}`, import.meta.url);

/** @type {typeof import('../../../packages/contracts/src/cart.ts')} */
const cart = await contract('cart.ts');
/** @type {typeof import('../../../packages/contracts/src/stock-status.ts')} */
const stockStatus = await contract('stock-status.ts');

/** The order's subtotal, delivery and total (the rule the API prices every order with). */
export const { orderSummary } = cart;
/** The shop's stock messages: a refusal for want of stock says exactly `notEnough(...)`. */
export const { STOCK_MESSAGES } = stockStatus;
