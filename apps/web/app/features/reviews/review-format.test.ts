import { describe, expect, it } from 'vitest';
import { distributionRows, formatReviewDate, initialsOf, reviewCount } from './review-format';

describe('formatReviewDate', () => {
  it('shows the day in South Sudan time (UTC+2), whatever the machine', () => {
    expect(formatReviewDate('2025-03-05T10:00:00.000Z')).toBe('5 Mar 2025');
    // 23:30 UTC is already the next day in Juba.
    expect(formatReviewDate('2025-03-05T23:30:00.000Z')).toBe('6 Mar 2025');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatReviewDate('not a date')).toBe('');
  });
});

describe('distributionRows', () => {
  it('lists 5 stars first with each share of the total', () => {
    const rows = distributionRows({
      averageRating: 4.3,
      totalReviews: 4,
      ratingDistribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 3 },
    });
    expect(rows).toEqual([
      { stars: 5, count: 3, percent: 75 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 1, percent: 25 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('gives empty bars to a product without reviews', () => {
    const rows = distributionRows({
      averageRating: 0,
      totalReviews: 0,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    expect(rows.map((r) => r.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('reviewCount', () => {
  it("writes the spec's '{n} reviews'", () => {
    expect(reviewCount(0)).toBe('0 reviews');
    expect(reviewCount(12)).toBe('12 reviews');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Achol Deng')).toBe('AD');
    expect(initialsOf('nyandeng')).toBe('N');
    expect(initialsOf('Gatluak Chuol Gai')).toBe('GG');
  });

  it('reads letters only, so markup in a name adds nothing odd', () => {
    expect(initialsOf('Deng <b>Bold</b>')).toBe('DB');
    expect(initialsOf('  <>  ')).toBe('');
  });
});
