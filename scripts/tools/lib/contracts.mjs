// The contracts' own rules for the plain-.mjs scripts. packages/contracts is TypeScript source
// only (no build), and Node 20 cannot strip types, so tsx (installed for the API) loads the very
// files the shop is built from: the checks use the one rule, never a copy that could drift.
import { tsImport } from 'tsx/esm/api';

const contract = (file) => tsImport(`../../../packages/contracts/src/${file}`, import.meta.url);

/** The order's subtotal, delivery and total (the rule the API prices every order with). */
export const { orderSummary } = await contract('cart.ts');
/** The shop's stock messages: a refusal for want of stock says exactly `notEnough(...)`. */
export const { STOCK_MESSAGES } = await contract('stock-status.ts');
