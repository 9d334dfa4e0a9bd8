import type { TextChannel } from '@shop/contracts';

/** The Messages page's channels: e-mail (the outbox of decision 0033), SMS and WhatsApp (0066). */
export type MessageChannel = 'email' | TextChannel;

export const MESSAGE_CHANNELS: { channel: MessageChannel; label: string }[] = [
  { channel: 'email', label: 'E-mail' },
  { channel: 'sms', label: 'SMS' },
  { channel: 'whatsapp', label: 'WhatsApp' },
];

/** The channel of the address (?channel=); e-mail for none or one it does not know. */
export function channelOf(params: URLSearchParams): MessageChannel {
  const asked = params.get('channel');
  return MESSAGE_CHANNELS.some((c) => c.channel === asked) ? (asked as MessageChannel) : 'email';
}

/** The page's address for a channel and tab (e-mail keeps the old /mail?status= links). */
export const messagesLink = (channel: MessageChannel, status: string) =>
  channel === 'email' ? `/mail?status=${status}` : `/mail?channel=${channel}&status=${status}`;
