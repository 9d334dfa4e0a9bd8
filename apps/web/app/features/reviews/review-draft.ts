import type { ReviewFields } from './review-validation';

// A visitor who writes a review and is then asked to sign in comes back to the same text:
// the draft waits in this tab's sessionStorage, per product, until it is sent.
const key = (productId: string) => `review-draft:${productId}`;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function saveDraft(productId: string, draft: ReviewFields, store = storage()): void {
  try {
    store?.setItem(key(productId), JSON.stringify(draft));
  } catch {
    // Full or disabled: the draft lives only as long as the form.
  }
}

/** The saved draft, or null when there is none or it is not one of ours. */
export function readDraft(productId: string, store = storage()): ReviewFields | null {
  try {
    const raw = store?.getItem(key(productId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ReviewFields>;
    if (
      typeof value.rating !== 'number' ||
      typeof value.title !== 'string' ||
      typeof value.comment !== 'string'
    ) {
      return null;
    }
    return { rating: value.rating, title: value.title, comment: value.comment };
  } catch {
    return null;
  }
}

export function clearDraft(productId: string, store = storage()): void {
  try {
    store?.removeItem(key(productId));
  } catch {
    // nothing stored
  }
}
