import { describe, expect, it } from 'vitest';
import { rangePresets, reportQueryOf, shopToday } from './report-range';

describe('report ranges', () => {
  it('counts days as Juba lives them: 22:30 UTC is already the next day there', () => {
    expect(shopToday(new Date('2031-02-28T21:59:00Z'))).toBe('2031-02-28');
    expect(shopToday(new Date('2031-02-28T22:30:00Z'))).toBe('2031-03-01');
  });

  it('offers ranges ending today and whole months, across a year’s turn', () => {
    const presets = rangePresets(new Date('2031-01-05T09:00:00Z'));
    expect(presets).toEqual([
      { label: 'Last 7 days', from: '2030-12-30', to: '2031-01-05' },
      { label: 'Last 30 days', from: '2030-12-07', to: '2031-01-05' },
      { label: 'This month', from: '2031-01-01', to: '2031-01-05' },
      { label: 'Last month', from: '2030-12-01', to: '2030-12-31' },
      { label: 'Last 12 months', from: '2030-01-06', to: '2031-01-05' },
    ]);
  });

  it('reads the report from the address, by product unless it names another grouping', () => {
    expect(reportQueryOf(new URLSearchParams('from=2031-03-01&to=2031-03-03&by=customer'))).toEqual(
      { from: '2031-03-01', to: '2031-03-03', by: 'customer' },
    );
    expect(reportQueryOf(new URLSearchParams('by=region'))).toEqual({
      from: undefined,
      to: undefined,
      by: 'product',
    });
  });
});
