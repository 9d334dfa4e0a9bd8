import { STAFF_INVITE_HOURS } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { passwordResets } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage, MailOutbox } from '../mail/index.ts';
import { linkTo, newLinkToken, sha256 } from './link-token.ts';

/** The e-mail that asks a new staff member to choose their password; plain text and HTML. */
export function staffInviteMail(to: string, name: string, link: string): MailMessage {
  const intro =
    "You now have a staff account for the shop's admin site. To choose your password, open:";
  const after = `The link works once and for ${STAFF_INVITE_HOURS} hours. Then sign in at the admin site with this e-mail address and that password.`;
  const text = [`Hello ${name},`, '', intro, link, '', after].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>${intro}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${after}</p>`;
  return { to, subject: 'Your staff account', text, html };
}

/**
 * A set-password link for a new staff account (docs/decisions/0068-staff-roles.md): a password
 * reset token that lives STAFF_INVITE_HOURS, written with its e-mail in the caller's transaction
 * (the account and the mail commit together). The reset page sets the password.
 */
export async function inviteToChoosePassword(
  tx: Db,
  account: { id: string; email: string; name: string },
  opts: { publicUrl: string; mail: Pick<MailOutbox, 'enqueue'>; now?: Date },
) {
  const token = newLinkToken();
  const now = opts.now ?? new Date();
  await tx.insert(passwordResets).values({
    id: newId(),
    userId: account.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + STAFF_INVITE_HOURS * 3_600_000),
  });
  await opts.mail.enqueue(tx, {
    kind: 'staff-invite',
    ...staffInviteMail(
      account.email,
      account.name,
      linkTo(opts.publicUrl, 'reset-password', token),
    ),
  });
}
