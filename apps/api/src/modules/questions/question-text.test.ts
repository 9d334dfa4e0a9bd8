import { describe, expect, it } from 'vitest';
import { UNANSWERED_TEXT_MAX } from '@shop/contracts';
import { questionText } from './question-text.ts';

describe('questionText: what is kept of a question', () => {
  it.each([
    ['Show me wardrobes?', 'show me wardrobes'],
    ['  SHOW   me   WARDROBES!!  ', 'show me wardrobes'],
    ['Café chairs & tables', 'cafe chairs and tables'],
    ['solar panels, call +211 921 234 567', 'solar panels call'],
    ['generator 0921234567 please', 'generator please'],
    ['pump (092) 123-4567', 'pump'],
    ['write to ayen.deng@example.org about tents', 'write to about tents'],
    ['50 bags of cement', '50 bags of cement'],
    ['sofa under 2,000,000', 'sofa under 2 000 000'],
    ['model 123456', 'model 123456'],
    ['🙂', ''],
  ])('%j -> %j', (raw, kept) => expect(questionText(raw)).toBe(kept));

  it('keeps at most UNANSWERED_TEXT_MAX characters, cut at the end of a word', () => {
    const text = questionText('tent '.repeat(100));
    expect(text.length).toBeLessThanOrEqual(UNANSWERED_TEXT_MAX);
    expect(text.endsWith('tent')).toBe(true);
    expect(questionText('x'.repeat(400))).toHaveLength(UNANSWERED_TEXT_MAX);
  });
});
