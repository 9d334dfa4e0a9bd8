// Deterministic pseudo-random numbers, so piles of sand or grain look natural yet every render
// of the same product is byte-identical.
export function seeded(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 10000) / 10000;
  };
}
