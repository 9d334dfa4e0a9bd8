import { REVIEW_MESSAGES as M } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { validateReview } from './review-validation';

const valid = { rating: 5, title: 'Solid chair', comment: 'Sturdy and comfortable.' };

describe('validateReview', () => {
  it('accepts a complete review at the limits', () => {
    expect(validateReview(valid)).toEqual({});
    expect(validateReview({ rating: 1, title: 't'.repeat(100), comment: 'c'.repeat(500) })).toEqual(
      {},
    );
  });

  it('requires a title and a comment, ignoring surrounding spaces', () => {
    expect(validateReview({ ...valid, title: '   ', comment: '\n\t' })).toEqual({
      title: M.titleRequired,
      comment: M.commentRequired,
    });
  });

  it('refuses a title over 100 and a comment over 500 characters', () => {
    expect(validateReview({ ...valid, title: 't'.repeat(101) })).toEqual({
      title: M.titleTooLong,
    });
    expect(validateReview({ ...valid, comment: 'c'.repeat(501) })).toEqual({
      comment: M.commentTooLong,
    });
  });

  it('keeps the rating to whole stars from 1 to 5', () => {
    for (const rating of [0, 6, 2.5, Number.NaN]) {
      expect(validateReview({ ...valid, rating })).toEqual({ rating: M.ratingRange });
    }
  });
});
