import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns markup and quotes into entities', () => {
    expect(escapeHtml('<script>alert("1")</script>')).toBe(
      '&#60;script&#62;alert(&#34;1&#34;)&#60;/script&#62;',
    );
    expect(escapeHtml("Plot 7 & Deng's shop")).toBe('Plot 7 &#38; Deng&#39;s shop');
  });

  it('leaves plain text alone', () => {
    expect(escapeHtml('Hai Malakal, Plot 14 – Juba')).toBe('Hai Malakal, Plot 14 – Juba');
  });
});
