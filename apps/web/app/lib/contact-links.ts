// The addresses that dial the company or open a chat with it. Every tel: and wa.me link of the
// storefront is built here, so a change of format is made once.

/** A tap-to-call address: the number without its spaces ('tel:+211922450310'). */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/**
 * WhatsApp click-to-chat with a number (digits only, country code first; the settings store it
 * so, anything else is dropped), with `text` as the message typed in for the customer.
 */
export function whatsAppLink(number: string, text?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
