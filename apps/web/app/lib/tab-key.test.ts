import { describe, expect, it } from 'vitest';
import { tabForKey } from './tab-key';

const TABS = ['a', 'b', 'c'] as const;

describe('tabForKey', () => {
  it('steps with the arrows and wraps around at both ends', () => {
    expect(tabForKey(TABS, 'a', 'ArrowRight')).toBe('b');
    expect(tabForKey(TABS, 'c', 'ArrowRight')).toBe('a');
    expect(tabForKey(TABS, 'b', 'ArrowLeft')).toBe('a');
    expect(tabForKey(TABS, 'a', 'ArrowLeft')).toBe('c');
  });

  it('jumps to the first and last with Home and End', () => {
    expect(tabForKey(TABS, 'b', 'Home')).toBe('a');
    expect(tabForKey(TABS, 'b', 'End')).toBe('c');
  });

  it('leaves other keys to the page', () => {
    expect(tabForKey(TABS, 'b', 'Enter')).toBeUndefined();
    expect(tabForKey(TABS, 'b', 'ArrowDown')).toBeUndefined();
  });
});
