/** The number stepper's rules: values clamp to bounds and steps; holding repeats. */

/** Holding a stepper button starts repeating after this long … */
export const HOLD_DELAY_MS = 500
/** … and then steps this often. */
export const HOLD_REPEAT_MS = 50

export interface StepperBounds {
  min: number
  max: number
  step: number
}

/**
 * The nearest allowed value: within [min, max] and on the step grid that starts at min.
 * @example clampQuantity(14, { min: 1, max: 100, step: 5 }) // 16
 */
export function clampQuantity(value: number, { min, max, step }: StepperBounds): number {
  if (!Number.isFinite(value)) return min
  const steps = Math.round((value - min) / step)
  const onGrid = min + Math.max(0, steps) * step
  const top = max - ((max - min) % step)
  return Math.min(Math.max(onGrid, min), top)
}
