/** The number stepper: clamps to bounds and steps; holding starts after 500 ms, repeats every 50 ms. */
import { describe, expect, it } from 'vitest'
import { clampQuantity, HOLD_DELAY_MS, HOLD_REPEAT_MS } from '../../../shared/stepper'

describe('clampQuantity', () => {
  const bounds = { min: 1, max: 100, step: 1 }
  it('keeps values inside the bounds', () => {
    expect(clampQuantity(0, bounds)).toBe(1)
    expect(clampQuantity(-5, bounds)).toBe(1)
    expect(clampQuantity(101, bounds)).toBe(100)
    expect(clampQuantity(42, bounds)).toBe(42)
  })
  it('snaps to the purchase step counted from the minimum', () => {
    expect(clampQuantity(14, { min: 1, max: 100, step: 5 })).toBe(16)
    expect(clampQuantity(12, { min: 10, max: 50, step: 10 })).toBe(10)
    // The largest value on the grid, not max itself, when max is off-grid.
    expect(clampQuantity(500, { min: 1, max: 100, step: 5 })).toBe(96)
  })
  it('treats what is not a number as the minimum', () => {
    expect(clampQuantity(Number.NaN, bounds)).toBe(1)
  })
  it('quotes the spec timings', () => {
    expect(HOLD_DELAY_MS).toBe(500)
    expect(HOLD_REPEAT_MS).toBe(50)
  })
})
