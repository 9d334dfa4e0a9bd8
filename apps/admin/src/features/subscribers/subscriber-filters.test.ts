import { describe, expect, it } from 'vitest';
import { subscriberFilters, subscribersQuery } from './subscriber-filters';

describe('subscriberFilters', () => {
  it('reads a known status and the trimmed search', () => {
    expect(subscriberFilters(new URLSearchParams('status=pending&q=%20juba%20'))).toEqual({
      status: 'pending',
      q: 'juba',
    });
  });

  it('reads bouncing, the state of an address refused for good', () => {
    expect(subscriberFilters(new URLSearchParams('status=bouncing'))).toEqual({
      status: 'bouncing',
    });
  });

  it('ignores an unknown status and an empty search', () => {
    expect(subscriberFilters(new URLSearchParams('status=deleted&q=%20'))).toEqual({});
  });
});

describe('subscribersQuery', () => {
  it('adds the page, at least 1', () => {
    expect(subscribersQuery(new URLSearchParams('status=confirmed&page=2'), 25)).toEqual({
      status: 'confirmed',
      page: 2,
      pageSize: 25,
    });
    expect(subscribersQuery(new URLSearchParams('page=0'), 25).page).toBe(1);
  });
});
