/**
 * The tab a key moves to in an ARIA tab list: the arrows step (and wrap around), Home and End
 * jump to the first and last. Undefined for any other key, which the tab list leaves alone.
 */
export function tabForKey<T>(tabs: readonly T[], active: T, key: string): T | undefined {
  const i = tabs.indexOf(active);
  const n = tabs.length;
  if (key === 'ArrowRight') return tabs[(i + 1) % n];
  if (key === 'ArrowLeft') return tabs[(i - 1 + n) % n];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[n - 1];
  return undefined;
}
