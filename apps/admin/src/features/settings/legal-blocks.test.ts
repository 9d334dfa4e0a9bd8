import { describe, expect, it } from 'vitest';
import { legalBlocks } from './legal-blocks';

describe('legalBlocks', () => {
  it('splits paragraphs at blank lines and reads headings', () => {
    const text =
      '## Orders\n\nWe deliver across Juba.\nPayment on delivery.\n\n\n## Returns\nWithin 7 days.';
    expect(legalBlocks(text)).toEqual([
      { kind: 'heading', text: 'Orders' },
      { kind: 'paragraph', text: 'We deliver across Juba.\nPayment on delivery.' },
      { kind: 'heading', text: 'Returns' },
      { kind: 'paragraph', text: 'Within 7 days.' },
    ]);
  });

  it('takes Windows line ends and ignores empty headings and blank paragraphs', () => {
    expect(legalBlocks('First.\r\n\r\n##   \r\n \r\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it("keeps '##' without a space, or inside a line, as text", () => {
    expect(legalBlocks('##Not a heading\nPrice ## 2')).toEqual([
      { kind: 'paragraph', text: '##Not a heading\nPrice ## 2' },
    ]);
  });
});
