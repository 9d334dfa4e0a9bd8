import { describe, expect, it } from 'vitest';
import { phoneLink, whatsAppLink } from './contact-links';

describe('contact links', () => {
  it('dials the number without its spaces', () => {
    expect(phoneLink('+211 922 450 310')).toBe('tel:+211922450310');
  });

  it('opens a chat with the number in digits, with a typed-in message when given', () => {
    expect(whatsAppLink('211922450310')).toBe('https://wa.me/211922450310');
    expect(whatsAppLink('+211 922 450 310')).toBe('https://wa.me/211922450310');
    expect(whatsAppLink('211922450310', 'Hello & more?')).toBe(
      'https://wa.me/211922450310?text=Hello%20%26%20more%3F',
    );
  });
});
