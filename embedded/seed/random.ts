/** A seeded pseudo-random source, so product 42 is the same product in every seed of any size. */

/**
 * mulberry32: a tiny fast PRNG; `seed` picks the sequence.
 * @example const next = random(42); next() // 0 <= x < 1, same every run
 */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** An integer in [min, max]. */
export const between = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1))
