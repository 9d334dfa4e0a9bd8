// A newsletter campaign's e-mail (docs/decisions/0058-newsletter-campaigns.md): its small Markdown
// (headings, paragraphs, links, bold, lists), the product cards and the footer, as HTML and as
// plain text. The API builds every message with it and the admin's live preview renders the very
// same HTML, so what staff see is what subscribers get. Everything typed is escaped: no HTML of
// the author's passes through, and a link is kept only if it is http(s) or mailto.
import { imageAtWidth } from './images.ts';
import { formatUnitPrice } from './stock-rules.ts';
import { UTM_SOURCE } from './campaign-rules.ts';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'bold'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_HREF = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+)$/i;
const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** Bold and links within a line; anything else, a link to an unsafe address included, is text. */
export function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const prev = out[out.length - 1];
    if (prev?.type === 'text') prev.text += text;
    else out.push({ type: 'text', text });
  };
  for (const match of line.matchAll(INLINE)) {
    push(line.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] !== undefined) out.push({ type: 'bold', text: match[1] });
    else if (SAFE_HREF.test(match[3]!))
      out.push({ type: 'link', text: match[2]!, href: match[3]! });
    else push(match[0]);
  }
  push(line.slice(last));
  return out;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;

/** The blocks of the text: a heading is one line, a list its run of items, a paragraph the rest. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: Extract<Block, { type: 'list' }> | null = null;
  const end = () => {
    paragraph = null;
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      end();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      end();
      const level = heading[1]!.length as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, content: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        end();
        list = { type: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(item[1]!));
      continue;
    }
    if (list) end();
    if (!paragraph) {
      paragraph = [];
      blocks.push({ type: 'paragraph', lines: paragraph });
    }
    paragraph.push(parseInline(line));
  }
  return blocks;
}

/** The five characters HTML gives a meaning; the same as the API's lib/html.ts. */
export function escapeMailHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link to the shop's own pages carries the campaign's name; other sites' links stay as typed. */
export function withUtm(href: string, shopUrl: string, campaign: string): string {
  let url: URL;
  let shop: URL;
  try {
    url = new URL(href);
    shop = new URL(shopUrl);
  } catch {
    return href;
  }
  if (url.origin !== shop.origin) return href;
  url.searchParams.set('utm_source', UTM_SOURCE);
  url.searchParams.set('utm_medium', 'email');
  url.searchParams.set('utm_campaign', campaign);
  return url.toString();
}

export interface CampaignCardProduct {
  _id: string;
  name: string;
  price: number;
  /** Sizes sell at different prices: `price` is the lowest (decision 0074). */
  priceFrom?: boolean;
  measurement: string;
  unit: string;
  /** The first picture's URL (its widest rendition), or null. */
  image: string | null;
}

export interface CampaignMailInput {
  shopName: string;
  /** PUBLIC_URL: links and pictures are absolute. */
  publicUrl: string;
  subject: string;
  preheader: string;
  body: string;
  products: CampaignCardProduct[];
  /** The campaign's utm_campaign value. */
  utmCampaign: string;
  /** This recipient's own unsubscribe page. */
  unsubscribeUrl: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1c1917;';
const LINK_STYLE = 'color:#0f5132;text-decoration:underline;';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${base(publicUrl)}${path.startsWith('/') ? '' : '/'}${path}`;

function inlineHtml(parts: Inline[], link: (href: string) => string): string {
  return parts
    .map((part) => {
      if (part.type === 'bold') return `<strong>${escapeMailHtml(part.text)}</strong>`;
      if (part.type === 'link')
        return `<a href="${escapeMailHtml(link(part.href))}" style="${LINK_STYLE}">${escapeMailHtml(part.text)}</a>`;
      return escapeMailHtml(part.text);
    })
    .join('');
}

function inlineText(parts: Inline[], link: (href: string) => string): string {
  return parts
    .map((part) => (part.type === 'link' ? `${part.text} (${link(part.href)})` : part.text))
    .join('');
}

const HEADING_SIZE = { 1: 24, 2: 20, 3: 17 } as const;

/** The body's blocks as e-mail HTML: inline styles only, which every mail client keeps. */
export function markdownToMailHtml(blocks: Block[], link: (href: string) => string): string {
  return blocks
    .map((block, index) => {
      if (block.type === 'heading') {
        const size = HEADING_SIZE[block.level];
        // The first heading sits at the top of the white card, whose padding is room enough.
        const top = index === 0 ? 0 : 24;
        return `<h${block.level} style="${FONT}font-size:${size}px;line-height:1.3;margin:${top}px 0 8px">${inlineHtml(block.content, link)}</h${block.level}>`;
      }
      if (block.type === 'list') {
        const tag = block.ordered ? 'ol' : 'ul';
        const items = block.items
          .map((item) => `<li style="margin:0 0 6px">${inlineHtml(item, link)}</li>`)
          .join('');
        return `<${tag} style="${FONT}font-size:16px;line-height:1.5;margin:0 0 16px;padding-left:24px">${items}</${tag}>`;
      }
      const lines = block.lines.map((line) => inlineHtml(line, link)).join('<br>');
      return `<p style="${FONT}font-size:16px;line-height:1.5;margin:0 0 16px">${lines}</p>`;
    })
    .join('\n');
}

/** The body's blocks as the plain-text part. */
export function markdownToText(blocks: Block[], link: (href: string) => string): string {
  return blocks
    .map((block) => {
      if (block.type === 'heading') {
        const text = inlineText(block.content, link);
        return `${text}\n${(block.level === 1 ? '=' : '-').repeat(Math.min(text.length, 60))}`;
      }
      if (block.type === 'list') {
        return block.items
          .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${inlineText(item, link)}`)
          .join('\n');
      }
      return block.lines.map((line) => inlineText(line, link)).join('\n');
    })
    .join('\n\n');
}

/** 'SSP 95,000.00 per bag', or 'From SSP ...' when sizes sell at different prices. */
const cardPrice = (p: CampaignCardProduct) =>
  `${p.priceFrom ? 'From ' : ''}${formatUnitPrice(p.price, p)}`;

/** A product's page, with the campaign's name. */
export function campaignProductUrl(input: CampaignMailInput, productId: string): string {
  return withUtm(
    `${base(input.publicUrl)}/product/${productId}`,
    input.publicUrl,
    input.utmCampaign,
  );
}

function productCardsHtml(input: CampaignMailInput): string {
  if (!input.products.length) return '';
  // Cards side by side where the screen is wide, one under another on a phone, without media
  // queries (which some mail clients drop): inline blocks of at most half the width.
  const cards = input.products
    .map((p) => {
      const url = escapeMailHtml(campaignProductUrl(input, p._id));
      const picture = p.image
        ? `<a href="${url}"><img src="${escapeMailHtml(absolute(input.publicUrl, imageAtWidth(p.image, 480)))}" alt="${escapeMailHtml(p.name)}" width="240" style="display:block;width:100%;max-width:240px;height:auto;border:0;border-radius:8px;margin:0 auto 8px"></a>`
        : '';
      return `<div style="display:inline-block;vertical-align:top;width:100%;max-width:260px;margin:0 0 16px;text-align:left">
<div style="margin:0 8px;padding:12px;border:1px solid #e7e5e4;border-radius:12px;background:#ffffff">
${picture}<a href="${url}" style="${FONT}display:block;font-size:16px;font-weight:bold;line-height:1.3;text-decoration:none;color:#1c1917">${escapeMailHtml(p.name)}</a>
<p style="${FONT}font-size:14px;line-height:1.4;margin:6px 0 10px;color:#44403c">${escapeMailHtml(cardPrice(p))}</p>
<a href="${url}" style="${FONT}display:inline-block;font-size:14px;font-weight:bold;background:#0f5132;color:#ffffff;text-decoration:none;padding:8px 14px;border-radius:8px">View product</a>
</div></div>`;
    })
    .join('\n');
  return `<div style="text-align:center;font-size:0;margin:8px -8px 0">\n${cards}\n</div>`;
}

function productCardsText(input: CampaignMailInput): string {
  return input.products
    .map((p) => `${p.name}\n${cardPrice(p)}\n${campaignProductUrl(input, p._id)}`)
    .join('\n\n');
}

/** The whole message: subject, HTML and plain text. */
export function campaignMail(input: CampaignMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const blocks = parseMarkdown(input.body);
  const link = (href: string) => withUtm(href, input.publicUrl, input.utmCampaign);
  const shopUrl = withUtm(`${base(input.publicUrl)}/`, input.publicUrl, input.utmCampaign);
  const shop = escapeMailHtml(input.shopName);
  const footer = `You receive this newsletter because you subscribed to it and confirmed your address.`;
  // The preheader: the line a mail client shows after the subject, hidden in the message itself.
  const preheader = input.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeMailHtml(input.preheader)}${'&nbsp;&zwnj;'.repeat(30)}</div>\n`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMailHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
${preheader}<div style="max-width:600px;margin:0 auto;padding:16px">
<div style="padding:8px 4px 16px"><a href="${escapeMailHtml(shopUrl)}" style="${FONT}font-size:20px;font-weight:bold;text-decoration:none;color:#0f5132">${shop}</a></div>
<div style="background:#ffffff;border-radius:12px;padding:24px 20px">
${markdownToMailHtml(blocks, link)}
${productCardsHtml(input)}
</div>
<p style="${FONT}font-size:12px;line-height:1.5;color:#57534e;margin:16px 4px">${escapeMailHtml(footer)}<br><a href="${escapeMailHtml(input.unsubscribeUrl)}" style="color:#57534e;text-decoration:underline">Unsubscribe</a> · <a href="${escapeMailHtml(shopUrl)}" style="color:#57534e;text-decoration:underline">${shop}</a></p>
</div>
</body></html>`;
  const text = [
    input.preheader,
    markdownToText(blocks, link),
    productCardsText(input),
    `--\n${input.shopName}: ${shopUrl}\n${footer}\nUnsubscribe: ${input.unsubscribeUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: input.subject, html, text };
}
