import fs from 'node:fs';
import path from 'node:path';
import { fakeTwilio } from '../apps/api/src/test/text-fakes.ts';

/**
 * Global setup: the API tests' fake SMS gateway (Twilio's REST shape) on the port and with the
 * credentials playwright.config.ts gave the shop (SMS_BASE_URL, SMS_ACCOUNT_SID...). Each message
 * it takes is written as a JSON file into E2E_SMS_DIR, where the specs read it
 * (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md). The returned function stops it.
 */
export default async function startSmsGateway() {
  const dir = process.env.E2E_SMS_DIR;
  const port = Number(process.env.E2E_SMS_PORT);
  if (!dir || !port) throw new Error('E2E_SMS_DIR and E2E_SMS_PORT must be set by the config');
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const gateway = await fakeTwilio({
    port,
    accountSid: process.env.E2E_SMS_ACCOUNT_SID,
    authToken: process.env.E2E_SMS_AUTH_TOKEN,
    from: '+211920000001',
    onReceive(message) {
      // Written under a hidden name, then renamed: a reader never sees half a file.
      const name = `${Date.now()}-${++n}.json`;
      const partial = path.join(dir, `.${name}.partial`);
      fs.writeFileSync(partial, JSON.stringify(message));
      fs.renameSync(partial, path.join(dir, name));
    },
  });
  return async () => {
    await gateway.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
