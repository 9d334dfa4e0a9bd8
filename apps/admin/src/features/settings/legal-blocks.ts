/** One piece of a legal page as the shop draws it. */
export type LegalBlock = { kind: 'heading' | 'paragraph'; text: string };

/**
 * A legal page's text as the shop reads it (packages/contracts/src/legal-rules.ts): a blank line
 * starts a new paragraph, a line starting '## ' is a heading. Lines inside a paragraph stay
 * together; a heading line splits the paragraph it sits in.
 */
export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = [];
    const flush = () => {
      const paragraph = lines.join('\n').trim();
      if (paragraph) blocks.push({ kind: 'paragraph', text: paragraph });
      lines = [];
    };
    for (const line of chunk.split('\n')) {
      const trimmed = line.trim();
      if (trimmed === '##' || trimmed.startsWith('## ')) {
        flush();
        const heading = trimmed.slice(2).trim();
        if (heading) blocks.push({ kind: 'heading', text: heading });
      } else {
        lines.push(line);
      }
    }
    flush();
  }
  return blocks;
}
