/**
 * The shop is in Juba: every date and time a person reads (orders, reviews, the admin's days and
 * charts, e-mails) is in this zone, whatever the server's or the browser's own zone.
 */
export const SHOP_TIME_ZONE = 'Africa/Juba';
