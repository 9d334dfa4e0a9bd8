// @ts-check
// `npm run start:sandbox`: the shop as `npm start` serves it, with the payment sandbox on
// (docs/decisions/0048-airtel-money.md): fake MTN MoMo and Airtel Money operators inside the
// shop, and the admin's Payment sandbox page approving or declining in the payer's place. So a
// fresh clone can try paying by phone (the same as `PAYMENTS_SANDBOX=1 npm start`).
process.env.PAYMENTS_SANDBOX ??= '1';
await import('./start.mjs');
