import { describe, expect, it } from 'vitest';
import { headingId, legalBlocks } from './legal-text.ts';

describe('legalBlocks', () => {
  it('reads paragraphs between blank lines and headings from lines starting "## "', () => {
    const text = [
      'We keep your data safe.',
      '',
      '## What we collect',
      'Your name and address.',
      'Your phone number.',
      '',
      '',
      '## Your rights',
      '',
      'Ask us to delete it.',
    ].join('\n');
    expect(legalBlocks(text)).toEqual([
      { kind: 'paragraph', text: 'We keep your data safe.' },
      { kind: 'heading', text: 'What we collect', id: 'what-we-collect' },
      { kind: 'paragraph', text: 'Your name and address.\nYour phone number.' },
      { kind: 'heading', text: 'Your rights', id: 'your-rights' },
      { kind: 'paragraph', text: 'Ask us to delete it.' },
    ]);
  });

  it('keeps markup as text and ignores Windows line ends, blank headings and spaces', () => {
    const text = '  <b>Bold?</b>  \r\n\r\n## \r\n##No space is text\r\n \r\n';
    expect(legalBlocks(text)).toEqual([
      { kind: 'paragraph', text: '<b>Bold?</b>' },
      { kind: 'paragraph', text: '##No space is text' },
    ]);
  });

  it('gives repeated headings their own ids', () => {
    const ids = legalBlocks('## Returns\n\n## Returns\n\n## 5. Returns').map((b) =>
      b.kind === 'heading' ? b.id : '',
    );
    expect(ids).toEqual(['returns', 'returns-2', 'returns-3']);
  });

  it('turns a heading into a link-friendly id', () => {
    expect(headingId('5. Returns & refunds')).toBe('returns-refunds');
    expect(headingId('Warranty')).toBe('warranty');
    expect(headingId('???')).toBe('section');
  });

  it('has no blocks for empty text', () => {
    expect(legalBlocks('\n \n')).toEqual([]);
  });

  it('takes a heading line inside a paragraph as the start of a new section', () => {
    expect(legalBlocks('Orders.\n## Returns\nWithin 7 days.')).toEqual([
      { kind: 'paragraph', text: 'Orders.' },
      { kind: 'heading', text: 'Returns', id: 'returns' },
      { kind: 'paragraph', text: 'Within 7 days.' },
    ]);
  });
});
