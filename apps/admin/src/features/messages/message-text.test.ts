import { describe, expect, it } from 'vitest';
import { messageExcerpt, replyHref, replySubject } from './message-text';

describe('messageExcerpt', () => {
  it('keeps a short message whole, on one line', () => {
    expect(messageExcerpt('Hello,\n\n  do you deliver\tto Gudele?  ')).toBe(
      'Hello, do you deliver to Gudele?',
    );
  });

  it('cuts a long message at a word and marks the cut', () => {
    const text = 'We need forty office chairs and ten desks for our new branch in Juba town.';
    const excerpt = messageExcerpt(text, 40);
    expect(excerpt).toBe('We need forty office chairs and ten…');
    expect(excerpt.length).toBeLessThanOrEqual(41);
  });

  it('drops the punctuation left before the cut', () => {
    expect(messageExcerpt('Good morning, team. Please call me back about fuel.', 19)).toBe(
      'Good morning, team…',
    );
  });

  it('cuts one endless word where it must', () => {
    expect(messageExcerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('replySubject', () => {
  it("adds 'Re: ' once", () => {
    expect(replySubject('Price of cement')).toBe('Re: Price of cement');
    expect(replySubject('RE: Price of cement')).toBe('RE: Price of cement');
  });
});

describe('replyHref', () => {
  it("opens a mail to the sender with 'Re: subject', encoded", () => {
    expect(replyHref('ladu.wani@example.com', 'Fuel & diesel: price?')).toBe(
      'mailto:ladu.wani@example.com?subject=Re%3A%20Fuel%20%26%20diesel%3A%20price%3F',
    );
  });

  it('keeps an address from adding its own parameters', () => {
    expect(replyHref('a?cc=x@example.com', 'Hi')).toBe(
      'mailto:a%3Fcc%3Dx@example.com?subject=Re%3A%20Hi',
    );
  });
});
