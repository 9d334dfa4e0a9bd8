// Names of the archives in a backup folder: the moment in UTC, so names sort by age and the
// scheduler can tell when the last one was taken without opening it.

const PATTERN = /^shop-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})Z\.tar\.gz$/;

export function archiveName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-28T01:02:03.456Z
  const stamp = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}Z`;
  return `shop-backup-${stamp}.tar.gz`;
}

/** When an archive of that name was taken, or undefined for any other file. */
export function archiveTime(name: string): Date | undefined {
  const m = PATTERN.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, ms] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!));
}
