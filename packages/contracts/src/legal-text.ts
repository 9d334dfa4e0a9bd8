/** One block of a legal page's text: a heading (with an id for links) or a paragraph. */
export type LegalBlock =
  | { kind: 'heading'; text: string; id: string }
  | { kind: 'paragraph'; text: string };

/** 'Warranty' -> 'warranty', '5. Returns & refunds' -> 'returns-refunds'. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/^[\d.\s]+/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/**
 * A legal page's text as staff write it in the admin site (legal-rules.ts): paragraphs separated
 * by blank lines, a line starting '## ' a heading. The shop's page and the admin's preview both
 * read it here, so they agree. Only plain text comes out; it is rendered as text, never as HTML
 * (docs/architecture.md, "Security and accessibility"). Line breaks
 * inside a paragraph are kept, so a short list of lines reads as written.
 */
export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  const used = new Map<string, number>();
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length > 0) blocks.push({ kind: 'paragraph', text: lines.join('\n') });
      lines = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      // '## ' with nothing after it is trimmed to '##': an empty heading, left out.
      if (line !== '##' && !line.startsWith('## ')) {
        lines.push(line);
        continue;
      }
      flush();
      const heading = line.slice(3).trim();
      if (!heading) continue;
      const base = headingId(heading);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      blocks.push({ kind: 'heading', text: heading, id: seen ? `${base}-${seen + 1}` : base });
    }
    flush();
  }
  return blocks;
}
