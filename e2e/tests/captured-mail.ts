import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

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

/**
 * The shop's newest outbox rows as staff see them on the Mail page (signed in as the e2e admin):
 * what a failed wait prints, so a mail that was never sent, failed or is waiting for its next
 * try says so.
 */
async function newestOutboxRows(): Promise<string> {
  try {
    const base = process.env.E2E_BASE_URL!;
    const signIn = await fetch(`${base}/api/user/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: process.env.E2E_ADMIN_EMAIL,
        password: process.env.E2E_ADMIN_PASSWORD,
      }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const list = await fetch(`${base}/api/admin/mail?pageSize=20`, { headers: { token } });
    const { messages } = (await list.json()) as {
      messages: {
        to: string;
        subject: string;
        status: string;
        attempts: number;
        lastError: string | null;
      }[];
    };
    return messages
      .map(
        (m) =>
          `  ${m.status} after ${m.attempts} tries: ${m.to} "${m.subject}" ${m.lastError ?? ''}`,
      )
      .join('\n');
  } catch (err) {
    return `  (the outbox could not be read: ${String(err)})`;
  }
}

/** Waits (up to 15 s) until a message the test is looking for has arrived, and returns it. */
export async function waitForMail(match: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  const deadline = Date.now() + 15_000;
  while (!found && Date.now() < deadline) {
    found = (await capturedMail()).find(match);
    if (!found) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!found)
    throw new Error(
      `The expected e-mail never arrived (15 s). The shop's newest outbox rows:\n${await newestOutboxRows()}`,
    );
  return found;
}

/** A message to this address, with the link of this path in its text ('/newsletter/confirm/'). */
export async function linkInMailTo(address: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${pathPrefix.replaceAll('/', '\\/')}[A-Za-z0-9_-]+`);
  const mail = await waitForMail(
    (m) => addressesOf(m.to).includes(address.toLowerCase()) && pattern.test(m.text ?? ''),
  );
  return new URL(pattern.exec(mail.text ?? '')![0]).pathname;
}
