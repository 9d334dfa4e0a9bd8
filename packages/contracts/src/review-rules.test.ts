import { describe, expect, it } from 'vitest';
import { createReviewRequestSchema, deleteReviewRequestSchema } from './review.ts';
import { formatAverageRating, REVIEW_MESSAGES as M } from './review-rules.ts';

describe('formatAverageRating', () => {
  it('shows one decimal for a rated product', () => {
    expect(formatAverageRating(4.333333, 3)).toBe('4.3');
    expect(formatAverageRating(4, 1)).toBe('4.0');
    expect(formatAverageRating(3.75, 4)).toBe('3.8');
    expect(formatAverageRating(5, 12)).toBe('5.0');
    expect(formatAverageRating(1, 1)).toBe('1.0');
  });

  it("says 'No ratings' when there are no reviews (docs/spec/storefront.md section 2)", () => {
    expect(formatAverageRating(0, 0)).toBe('No ratings');
    // A stale average without reviews behind it is not shown.
    expect(formatAverageRating(4.5, 0)).toBe('No ratings');
  });
});

describe('review request schemas', () => {
  const base = { productId: 'A'.repeat(24), title: ' Good ', comment: ' Solid. ' };

  it('trims the text, lower-cases the id and defaults the rating to 5', () => {
    expect(createReviewRequestSchema.parse(base)).toEqual({
      productId: 'a'.repeat(24),
      rating: 5,
      title: 'Good',
      comment: 'Solid.',
    });
  });

  it('keeps markup as written', () => {
    const title = '<b>bold</b> & <script>x</script>';
    expect(createReviewRequestSchema.parse({ ...base, title }).title).toBe(title);
  });

  it('names what is wrong', () => {
    const messageOf = (input: unknown) =>
      createReviewRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(messageOf({ ...base, rating: 4.5 })).toBe(M.ratingRange);
    expect(messageOf({ ...base, rating: '5' })).toBe(M.ratingRange);
    expect(messageOf({ ...base, title: ' ' })).toBe(M.titleRequired);
    expect(messageOf({ ...base, comment: 'x'.repeat(501) })).toBe(M.commentTooLong);
    expect(deleteReviewRequestSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      M.reviewIdMissing,
    );
  });
});
