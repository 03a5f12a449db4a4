/** A quantity input with − and + buttons: clamps to bounds, disables buttons past them, repeats while held. */
import { useEffect, useRef } from 'react'
import { clampQuantity, HOLD_DELAY_MS, HOLD_REPEAT_MS, type StepperBounds } from '../../../shared/stepper'
import { useT } from '../../i18n'

interface Props extends StepperBounds {
  id: string
  name?: string
  value: number
  onChange: (value: number) => void
  disabled?: boolean
  label: string
  /** The id of the input's error message, which also marks the input invalid. */
  errorId?: string
}

export function NumberStepper({ id, name, value, onChange, disabled, label, errorId, ...bounds }: Props) {
  const t = useT()
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({})
  const current = useRef(value)
  current.current = value
  const stop = () => {
    clearTimeout(timers.current.delay)
    clearInterval(timers.current.repeat)
  }
  // Unmounting mid-hold stops the repeat (the timers live in a ref, so the cleanup needs no dependency).
  useEffect(
    () => () => {
      clearTimeout(timers.current.delay)
      clearInterval(timers.current.repeat)
    },
    [],
  )

  const step = (direction: 1 | -1) => {
    const next = clampQuantity(current.current + direction * bounds.step, bounds)
    if (next !== current.current) onChange(next)
  }
  const press = (direction: 1 | -1) => {
    step(direction)
    stop()
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => step(direction), HOLD_REPEAT_MS)
    }, HOLD_DELAY_MS)
  }
  // At its bound a button says so and does nothing, but keeps the focus: a disabled one would send the
  // focus of a shopper who stepped down to the minimum by keyboard to <body> (components/ui/busy.ts).
  const atBound = (direction: 1 | -1) =>
    direction < 0 ? value <= bounds.min : value >= clampQuantity(bounds.max, bounds)
  const button = (direction: 1 | -1) => (
    <button
      type="button"
      className="stepper-button"
      disabled={disabled}
      aria-disabled={atBound(direction) || undefined}
      aria-label={t(direction < 0 ? 'stepper.less' : 'stepper.more', { label })}
      aria-controls={id}
      onPointerDown={(event) => {
        event.preventDefault()
        if (!atBound(direction)) press(direction)
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          if (!atBound(direction)) step(direction)
        }
      }}
    >
      {direction < 0 ? '−' : '+'}
    </button>
  )
  return (
    <span className="stepper">
      {button(-1)}
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        disabled={disabled}
        required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value === '' ? bounds.min : Number(event.target.value))}
        onBlur={(event) => onChange(clampQuantity(Number(event.target.value), bounds))}
      />
      {button(1)}
    </span>
  )
}
