// Without a provider's configuration a channel's messages are written as files into the outbox
// folder under DATA_DIR, beside the .eml files of e-mail, so a shop on a laptop shows what it
// would send (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TextChannel } from '@shop/contracts';
import type { TextProvider, TextToSend } from './provider.ts';

export function fileProvider(channel: TextChannel, outboxDir: string): TextProvider {
  return {
    channel,
    async send(message: TextToSend) {
      const id = `file-${randomBytes(8).toString('hex')}`;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.${channel}.txt`;
      const lines = [
        `Channel: ${channel}`,
        `To: ${message.to}`,
        `Template: ${message.template}`,
        `Parameters: ${JSON.stringify(message.params)}`,
        '',
        message.text,
        '',
      ];
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.writeFile(path.join(outboxDir, name), lines.join('\n'), { mode: 0o600 });
      return { providerId: id };
    },
  };
}
