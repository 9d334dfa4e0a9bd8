// What other modules may use of orders: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { listUserOrders, placeQuotedOrder, type Payment, type QuotedLine } from './service.ts';
export type { OrderDeps, Tx } from './service.ts';
export { unitsOf } from './order-mapper.ts';
export { switchToCashOnDelivery, type WaitingOnPhone } from './cash-on-delivery.ts';
export {
  payOrderByProvider,
  type ProviderPayment,
  type ProviderPaymentOutcome,
} from './provider-payment.ts';
export {
  countOrdersByStatus,
  dailySales,
  latestDeliveryPhones,
  orderTotalsByCustomer,
  salesPeriods,
  unpaidMobileMoney,
} from './stats.ts';
