import fs from 'node:fs';
import path from 'node:path';
import { fakeTwilio, fakeWhatsApp } from '../apps/api/src/test/text-fakes.ts';

/** Writes each message a fake takes as a JSON file into `dir`, where the specs read it. */
function writerInto(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  return (message: object) => {
    // Written under a hidden name, then renamed: a reader never sees half a file.
    const name = `${Date.now()}-${++n}.json`;
    const partial = path.join(dir, `.${name}.partial`);
    fs.writeFileSync(partial, JSON.stringify(message));
    fs.renameSync(partial, path.join(dir, name));
  };
}

/**
 * Global setup: the API tests' fake SMS gateway (Twilio's REST shape) and fake WhatsApp Cloud
 * API, on the ports and with the credentials playwright.config.ts gave the shop (SMS_BASE_URL,
 * WHATSAPP_BASE_URL...). Each message they take is written as a JSON file into E2E_SMS_DIR or
 * E2E_WHATSAPP_DIR, where the specs read it (tests/captured-texts.ts,
 * docs/decisions/0066-order-updates-by-sms-and-whatsapp.md). The returned function stops them.
 */
export default async function startTextGateways() {
  const env = process.env;
  const smsDir = env.E2E_SMS_DIR;
  const whatsappDir = env.E2E_WHATSAPP_DIR;
  const smsPort = Number(env.E2E_SMS_PORT);
  const whatsappPort = Number(env.E2E_WHATSAPP_PORT);
  if (!smsDir || !whatsappDir || !smsPort || !whatsappPort)
    throw new Error(
      'E2E_SMS_DIR, E2E_SMS_PORT, E2E_WHATSAPP_DIR and E2E_WHATSAPP_PORT must be set',
    );
  const sms = await fakeTwilio({
    port: smsPort,
    accountSid: env.E2E_SMS_ACCOUNT_SID,
    authToken: env.E2E_SMS_AUTH_TOKEN,
    from: '+211920000001',
    onReceive: writerInto(smsDir),
  });
  const whatsapp = await fakeWhatsApp({
    port: whatsappPort,
    phoneNumberId: env.E2E_WHATSAPP_PHONE_NUMBER_ID,
    accessToken: env.E2E_WHATSAPP_ACCESS_TOKEN,
    appSecret: env.E2E_WHATSAPP_APP_SECRET,
    verifyToken: env.E2E_WHATSAPP_VERIFY_TOKEN,
    onReceive: writerInto(whatsappDir),
  });
  return async () => {
    await sms.close();
    await whatsapp.close();
    for (const dir of [smsDir, whatsappDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
}
