// One recipient's copy of a campaign (docs/decisions/0058-newsletter-campaigns.md): the shared
// message of contracts' campaign-mail.ts with the recipient's own unsubscribe links, in the footer
// and in List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so a mail client's
// "Unsubscribe" button works with one click.
import { campaignMail, type CampaignProduct } from '@shop/contracts';
import type { MailMessage } from '../mail/index.ts';

export interface CampaignContent {
  subject: string;
  preheader: string;
  body: string;
  utmCampaign: string;
  products: CampaignProduct[];
}

/** The page that asks before unsubscribing (a mail scanner following the link changes nothing). */
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/newsletter/unsubscribe/${token}`;

/** The address a mail client POSTs `List-Unsubscribe=One-Click` to. */
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/newsletter/one-click/${token}`;

export function campaignMessage(
  to: string,
  content: CampaignContent,
  opts: { shopName: string; publicUrl: string; token: string; test?: boolean },
): MailMessage {
  const mail = campaignMail({
    ...content,
    shopName: opts.shopName,
    publicUrl: opts.publicUrl,
    unsubscribeUrl: unsubscribePageUrl(opts.publicUrl, opts.token),
  });
  return {
    to,
    subject: opts.test ? `[Test] ${mail.subject}` : mail.subject,
    text: mail.text,
    html: mail.html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(opts.publicUrl, opts.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
