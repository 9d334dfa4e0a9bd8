import { describe, expect, it } from 'vitest';
import { addDays, shopDateTime, shopDay } from './shop-day.ts';

describe('shop days (Juba, UTC+2)', () => {
  it('starts the day at 22:00 UTC the evening before', () => {
    expect(shopDay(new Date('2026-11-01T21:59:59Z'))).toBe('2026-11-01');
    expect(shopDay(new Date('2026-11-01T22:00:00Z'))).toBe('2026-11-02');
    expect(shopDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('moves by calendar days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-02', -29)).toBe('2026-10-04');
  });
});

describe('shopDateTime', () => {
  it('writes an instant as Juba day and time, crossing midnight two hours before UTC does', () => {
    expect(shopDateTime(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-01 23:30');
    expect(shopDateTime(new Date('2026-03-01T22:05:00Z'))).toBe('2026-03-02 00:05');
  });
});
