import { formatPrice, SHOP_TIME_ZONE } from '@shop/contracts';

export { formatPrice };

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const timeOnly = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** Times as the shop in Juba reads them, whatever the browser's zone. */
export const formatDateTime = (ms: number) => dateTime.format(ms);
export const formatDate = (ms: number) => dateOnly.format(ms);
/** '14:20'. */
export const formatTime = (ms: number) => timeOnly.format(ms);

/** A review's rating as five stars, '★★★☆☆' for 3; say the rating in words beside it. */
export const formatStars = (rating: number) => '★★★★★'.slice(0, rating) + '☆☆☆☆☆'.slice(rating);
