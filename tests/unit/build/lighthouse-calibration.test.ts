/**
 * The bench's Lighthouse CPU slowdown follows the host (scripts/bench-lighthouse.ts): Lighthouse's 4× is
 * meant for a high-end desktop; a slower host gets less, a faster one more, within 1×–10×.
 */
import { describe, expect, it } from 'vitest'
import { cpuMultiplierFor, HostSpeed } from '../../../scripts/bench-lighthouse'

describe('cpuMultiplierFor', () => {
  it('keeps 4× for the middle of the high-end desktop bracket', () => {
    expect(cpuMultiplierFor(1750)).toBe(4)
  })
  it('scales with the host, to a tenth', () => {
    expect(cpuMultiplierFor(875)).toBe(2)
    expect(cpuMultiplierFor(1200)).toBe(2.7)
    expect(cpuMultiplierFor(2625)).toBe(6)
  })
  it('never goes below 1× nor above 10×', () => {
    expect(cpuMultiplierFor(100)).toBe(1)
    expect(cpuMultiplierFor(9000)).toBe(10)
  })
})

describe('HostSpeed', () => {
  it('gives each run the slowdown of the median reading so far, so an early outlier fades', () => {
    const host = new HostSpeed()
    // Five readings before the runs, two of them high (a quiet moment).
    for (const index of [1928, 2377, 1300, 1350, 1250]) host.read(index)
    expect(host.nextMultiplier()).toBe(cpuMultiplierFor(1350))
    // Each run adds its own reading; the slow ones the host mostly gives pull the median back.
    for (const index of [1290, 1310, 1330]) host.read(index)
    expect(host.index()).toBe(1330)
    expect(host.nextMultiplier()).toBe(3)
    expect(host.multipliers).toEqual([3.1, 3])
  })
})
