import { describe, expect, it } from 'vitest';
import { union } from './trigrams.ts';

describe('union', () => {
  it.each([
    [[], [], []],
    [[1, 4, 9], [], [1, 4, 9]],
    [[], [2], [2]],
    [
      [1, 4, 9],
      [0, 4, 5, 9, 12],
      [0, 1, 4, 5, 9, 12],
    ],
  ])('%j and %j -> %j, ascending, once each', (a, b, both) => {
    expect([...union(Int32Array.from(a), Int32Array.from(b))]).toEqual(both);
    expect([...union(Int32Array.from(b), Int32Array.from(a))]).toEqual(both);
  });
});
