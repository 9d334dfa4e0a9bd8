import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft } from './review-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe('review drafts', () => {
  it('keeps a draft per product until it is cleared', () => {
    const store = memoryStorage();
    const draft = { rating: 4, title: 'Good', comment: 'Arrived on time.' };
    saveDraft('p1', draft, store);
    expect(readDraft('p1', store)).toEqual(draft);
    expect(readDraft('p2', store)).toBeNull();
    clearDraft('p1', store);
    expect(readDraft('p1', store)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    const store = memoryStorage();
    store.setItem('review-draft:p1', '{"title": 3}');
    expect(readDraft('p1', store)).toBeNull();
    store.setItem('review-draft:p1', 'not json');
    expect(readDraft('p1', store)).toBeNull();
  });

  it('does nothing without storage', () => {
    expect(readDraft('p1', null)).toBeNull();
    expect(() => saveDraft('p1', { rating: 5, title: 'a', comment: 'b' }, null)).not.toThrow();
  });
});
