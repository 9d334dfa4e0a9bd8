import { SHOP_TIME_ZONE } from '@shop/contracts/client';

// How the assistant writes dates, numbers and lists. Replies are plain text (the widget shows
// them as text, never as HTML): a list is lines starting with '• '.

/** '5 March 2026', in the shop's own time zone like every date a customer reads. */
export function formatOrderDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
}

/** The settings' '211921234567' as '+211 921 234 567'; any other spelling as it is. */
export function formatWhatsapp(number: string): string {
  const m = /^211(\d{3})(\d{3})(\d{3})$/.exec(number);
  return m ? `+211 ${m[1]} ${m[2]} ${m[3]}` : number;
}

/** '50,000' (whole SSP, no currency: the price ranges' own wording). */
export const groupDigits = (n: number) => n.toLocaleString('en-US');

export const bullets = (lines: readonly string[]) => lines.map((line) => `• ${line}`);

export const lines = (...parts: (string | readonly string[])[]) => parts.flat().join('\n');

/** '1 product', '12 products'. */
export const countOf = (n: number, one: string, many: string) =>
  `${groupDigits(n)} ${n === 1 ? one : many}`;
