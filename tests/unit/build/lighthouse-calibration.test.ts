/**
 * The bench's Lighthouse CPU slowdown follows the host (scripts/bench-lighthouse.ts): Lighthouse's 4× is
 * meant for a high-end desktop; a slower host gets less, a faster one more, within 1×–10×.
 */
import { describe, expect, it } from 'vitest'
import { cpuMultiplierFor } from '../../../scripts/bench-lighthouse'

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
