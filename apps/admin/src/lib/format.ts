import { formatPrice } from '@shop/contracts';

export { formatPrice };

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Juba',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Juba',
});

/** Times as the shop in Juba reads them, whatever the browser's zone. */
export const formatDateTime = (ms: number) => dateTime.format(ms);
export const formatDate = (ms: number) => dateOnly.format(ms);
