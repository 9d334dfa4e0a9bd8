import { blogParagraphs, readingMinutes } from '@shop/contracts';

/** What the storefront will show as "N min read", with the counts behind it. */
export function readingStats(content: string) {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return {
    words,
    paragraphs: blogParagraphs(content).length,
    minutes: words === 0 ? 0 : readingMinutes(content),
  };
}

export function describeReading(content: string): string {
  const { words, paragraphs, minutes } = readingStats(content);
  if (words === 0) return 'Separate paragraphs with a blank line.';
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `${plural(paragraphs, 'paragraph')} · ${plural(words, 'word')} · ${minutes} min read on the shop. Separate paragraphs with a blank line.`;
}
