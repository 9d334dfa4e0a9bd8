import fs from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

// The SMS and WhatsApp messages the shop sent through the fake providers (text-gateways.ts writes
// each as a JSON file into E2E_SMS_DIR or E2E_WHATSAPP_DIR), for the order-updates stories.

export interface CapturedSms {
  sid: string;
  to: string;
  from: string;
  body: string;
}

/** A WhatsApp template message: its name and body parameters {{1}}..{{4}} in order. */
export interface CapturedWhatsApp {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
}

function captured<T extends { to: string }>(dir: string, to: string): T[] {
  // Named '<ms>-<n>.json' as they arrived: in that order, '-10' after '-9'.
  const files = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return files
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as T)
    .filter((m) => m.to === to);
}

/** The messages in `dir` to `to` (+211...) once there are `count` of them. */
async function waitFor<T extends { to: string }>(
  dir: string,
  to: string,
  count: number,
  timeout: number,
): Promise<T[]> {
  await expect.poll(() => captured<T>(dir, to).length, { timeout }).toBeGreaterThanOrEqual(count);
  return captured<T>(dir, to);
}

/** The SMS to `to` (+211...) once there are `count` of them. */
export const waitForSms = (to: string, count = 1, timeout = 20_000) =>
  waitFor<CapturedSms>(process.env.E2E_SMS_DIR!, to, count, timeout);

/** The WhatsApp messages to `to` (+211...) once there are `count` of them. */
export const waitForWhatsApp = (to: string, count = 1, timeout = 20_000) =>
  waitFor<CapturedWhatsApp>(process.env.E2E_WHATSAPP_DIR!, to, count, timeout);
