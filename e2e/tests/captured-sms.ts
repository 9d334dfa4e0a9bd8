import fs from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

// The SMS the shop sent through the fake gateway (sms-gateway.ts writes each as a JSON file into
// E2E_SMS_DIR), for the order-updates story.

export interface CapturedSms {
  sid: string;
  to: string;
  from: string;
  body: string;
}

function capturedSms(): CapturedSms[] {
  const dir = process.env.E2E_SMS_DIR!;
  const files = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((f) => f.endsWith('.json'));
  return files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CapturedSms);
}

/** The messages to `to` (+211...) once there are `count` of them. */
export async function waitForSms(to: string, count = 1, timeout = 20_000): Promise<CapturedSms[]> {
  await expect
    .poll(() => capturedSms().filter((m) => m.to === to).length, { timeout })
    .toBeGreaterThanOrEqual(count);
  return capturedSms().filter((m) => m.to === to);
}
