// When the scheduled backup is due, and which archives it lets go: plain functions of the time
// and of the folder's names, so the tests hand them any moment (the scheduler reads the clock).
import { SHOP_TIME_ZONE } from '@shop/contracts';
import { addDays, shopDay } from '../lib/shop-day.ts';
import { archiveTime } from './archive-names.ts';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The instant the shop's clocks show `hour`:00 on `day` ('YYYY-MM-DD'). */
function shopHourOn(day: string, hour: number): Date {
  const asIfUtc = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // The zone's offset at that moment: what its clocks show then, read as if it were UTC.
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(asIfUtc)).map((p) => [p.type, p.value]),
  );
  const shown = Date.parse(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`,
  );
  return new Date(asIfUtc - (shown - asIfUtc));
}

/** The latest moment at or before `now` when the shop's clocks showed `hour`:00. */
export function lastScheduledMoment(now: Date, hour: number): Date {
  const today = shopHourOn(shopDay(now), hour);
  return today <= now ? today : shopHourOn(addDays(shopDay(now), -1), hour);
}

/**
 * Due when a backup hour is set and no archive was taken since the hour last struck: a shop that
 * was stopped at that hour backs up when it next runs, and one archive (scheduled or by hand)
 * a day is enough.
 */
export function isBackupDue(now: Date, hour: number | undefined, archives: string[]): boolean {
  if (hour === undefined) return false;
  const since = lastScheduledMoment(now, hour);
  return !archives.some((name) => {
    const taken = archiveTime(name);
    return taken !== undefined && taken >= since;
  });
}

/** The archives beyond the newest `keep`, oldest first (other files are never touched). */
export function archivesBeyond(names: string[], keep: number): string[] {
  const archives = names.filter((n) => archiveTime(n)).sort();
  return archives.slice(0, Math.max(0, archives.length - keep));
}
