import { describe, expect, it } from 'vitest';
import { auditDiff, valueAt, valueText } from './audit-diff';

describe('auditDiff', () => {
  it('keeps only the keys that changed', () => {
    expect(
      auditDiff(
        { status: 'Order Placed', payment: false },
        { status: 'Processing', payment: false },
      ),
    ).toEqual([{ key: 'status', before: 'Order Placed', after: 'Processing' }]);
  });

  it('follows nested objects down to the changed leaf', () => {
    const before = {
      deliveryFee: 25000,
      company: { name: 'Boma', social: { facebook: 'https://a' } },
    };
    const after = {
      deliveryFee: 30000,
      company: { name: 'Boma', social: { facebook: 'https://b' } },
    };
    expect(auditDiff(before, after)).toEqual([
      { key: 'deliveryFee', before: '25000', after: '30000' },
      { key: 'company.social.facebook', before: 'https://a', after: 'https://b' },
    ]);
  });

  it('treats a list as one value', () => {
    const rows = auditDiff({ phones: ['+211 1', '+211 2'] }, { phones: ['+211 2', '+211 1'] });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe('phones');
    expect(rows[0]!.before).toBe(JSON.stringify(['+211 1', '+211 2'], null, 2));
  });

  it('shows a creation as new values only, a deletion as old values only', () => {
    expect(auditDiff(null, { title: 'New', category: 'News' })).toEqual([
      { key: 'title', before: undefined, after: 'New' },
      { key: 'category', before: undefined, after: 'News' },
    ]);
    expect(auditDiff({ title: 'Old' }, null)).toEqual([
      { key: 'title', before: 'Old', after: undefined },
    ]);
  });

  it('reports keys added or removed on one side', () => {
    expect(
      auditDiff({ status: 'Shipped' }, { status: 'Delivered', note: 'Left at the gate' }),
    ).toEqual([
      { key: 'status', before: 'Shipped', after: 'Delivered' },
      { key: 'note', before: undefined, after: 'Left at the gate' },
    ]);
  });

  it('answers nothing when nothing changed', () => {
    expect(auditDiff({ a: 1, b: { c: [1] } }, { a: 1, b: { c: [1] } })).toEqual([]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('handles plain values that are not objects', () => {
    expect(auditDiff('a', 'b')).toEqual([{ key: 'value', before: 'a', after: 'b' }]);
  });
});

describe('valueText', () => {
  it('keeps strings as they are, markup included (rendered as text by the page)', () => {
    expect(valueText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
  it('writes other values as JSON', () => {
    expect(valueText(true)).toBe('true');
    expect(valueText(null)).toBe('null');
    expect(valueText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

describe('valueAt', () => {
  it('finds the value a row names, nested or plain', () => {
    const after = { price: 1200, company: { social: { facebook: 'https://b' } } };
    expect(valueAt(after, 'price')).toBe(1200);
    expect(valueAt(after, 'company.social.facebook')).toBe('https://b');
    expect(valueAt(after, 'company.missing.deeper')).toBeUndefined();
    expect(valueAt('plain', 'value')).toBe('plain');
  });
});
