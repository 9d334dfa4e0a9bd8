import { BLOG_EXCERPT_LENGTH, WORDS_PER_MINUTE } from './limits.ts';

export function blogExcerpt(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > BLOG_EXCERPT_LENGTH ? `${flat.slice(0, BLOG_EXCERPT_LENGTH)}...` : flat;
}

/** Reading time: words divided by 200, rounded up (docs/spec/account-and-company-site.md section 9). */
export function readingMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function blogParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
