import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { expect } from './fixtures';

// The messages the shop sent through the test SMTP receiver (mail-receiver.ts writes each one as
// an .eml file into E2E_MAIL_DIR), for the contact and newsletter stories.

const parsed = new Map<string, ParsedMail>();

async function capturedMail(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  // Only whole messages: the receiver writes each under a hidden name and renames it when done.
  const files = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((f) => f.endsWith('.eml'));
  for (const file of files) {
    if (parsed.has(file)) continue;
    const raw = fs.readFileSync(path.join(dir, file));
    // Never keep the parse of an empty file: it would hide the message for the rest of the run.
    if (raw.length > 0) parsed.set(file, await simpleParser(raw));
  }
  return files.flatMap((file) => parsed.get(file) ?? []);
}

/** The lower-cased addresses of a To, Cc or Reply-To header. */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((v) => (v.address ?? '').toLowerCase());
}

/** Waits (up to 15 s) until a message the test is looking for has arrived, and returns it. */
export async function waitForMail(match: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await capturedMail()).find(match);
        return Boolean(found);
      },
      { timeout: 15_000, message: 'the expected e-mail never arrived' },
    )
    .toBe(true);
  return found!;
}

/** A message to this address, with the link of this path in its text ('/newsletter/confirm/'). */
export async function linkInMailTo(address: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${pathPrefix.replaceAll('/', '\\/')}[A-Za-z0-9_-]+`);
  const mail = await waitForMail(
    (m) => addressesOf(m.to).includes(address.toLowerCase()) && pattern.test(m.text ?? ''),
  );
  return new URL(pattern.exec(mail.text ?? '')![0]).pathname;
}
