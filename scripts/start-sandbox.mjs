// @ts-check
// `npm run start:sandbox`: the shop as `npm start` serves it, with the payment sandbox on
// (docs/decisions/0048-airtel-money.md): fake MTN MoMo and Airtel Money operators inside the
// shop, and the admin's Payment sandbox page approving or declining in the payer's place. So a
// fresh clone can try paying by phone. The sandbox is refused with NODE_ENV=production, which
// `npm start` sets by default, so this runs with NODE_ENV=development unless told otherwise.
process.env.PAYMENTS_SANDBOX ??= '1';
process.env.NODE_ENV ??= 'development';
await import('./start.mjs');
