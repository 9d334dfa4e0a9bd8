import { describe, expect, it } from 'vitest';
import { channelOf, messagesLink } from './channel-filter';

describe('the Messages page channel', () => {
  it('reads SMS and WhatsApp from the address, e-mail otherwise', () => {
    expect(channelOf(new URLSearchParams('channel=sms'))).toBe('sms');
    expect(channelOf(new URLSearchParams('channel=whatsapp&status=failed'))).toBe('whatsapp');
    expect(channelOf(new URLSearchParams(''))).toBe('email');
    expect(channelOf(new URLSearchParams('channel=pigeon'))).toBe('email');
  });

  it('keeps the old /mail links for e-mail', () => {
    expect(messagesLink('email', 'failed')).toBe('/mail?status=failed');
    expect(messagesLink('sms', 'sent')).toBe('/mail?channel=sms&status=sent');
  });
});
