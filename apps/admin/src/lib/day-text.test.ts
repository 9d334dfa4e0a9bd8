import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { readDay, showDay } from './day-text';

describe('days typed as the admin shows them', () => {
  it('shows a day exactly as the admin shows dates', () => {
    for (const day of ['2026-12-07', '2026-09-01', '2027-01-31', '2024-02-29']) {
      // Noon in Juba is that day in the shop's zone.
      expect(showDay(day)).toBe(formatDate(Date.parse(`${day}T10:00:00Z`)));
    }
    expect(showDay('2026-12-07')).toBe('7 Dec 2026');
    expect(showDay('')).toBe('');
  });

  it('reads the admin format, its long form, day-first numbers and ISO days', () => {
    const cases: [string, string][] = [
      ['7 Dec 2026', '2026-12-07'],
      ['  07 dec 2026 ', '2026-12-07'],
      ['7 December 2026', '2026-12-07'],
      ['7-Dec-2026', '2026-12-07'],
      ['1 Sept 2026', '2026-09-01'],
      ['1 Sep. 2026', '2026-09-01'],
      ['Dec 7, 2026', '2026-12-07'],
      ['07/12/2026', '2026-12-07'],
      ['7.12.2026', '2026-12-07'],
      ['2026-12-07', '2026-12-07'],
      ['29 Feb 2024', '2024-02-29'],
      [showDay('2026-05-10'), '2026-05-10'],
    ];
    for (const [text, day] of cases) expect(readDay(text), text).toBe(day);
    expect(readDay('')).toBe('');
    expect(readDay('   ')).toBe('');
  });

  it('refuses what is not one real day', () => {
    for (const text of [
      '31 Nov 2026',
      '29 Feb 2026',
      '13/13/2026',
      '12/31/2026',
      'tomorrow',
      '7 Dx 2026',
      '7 Ju 2026',
      '7 Dec',
      '2026-13-01',
      '7 Dec 26',
    ])
      expect(readDay(text), text).toBeNull();
  });
});
