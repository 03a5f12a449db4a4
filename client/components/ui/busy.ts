/**
 * A submit button while its form is on its way: it says so (`aria-disabled`, styled as disabled) and
 * ignores presses, yet keeps the focus. `disabled` would stop the presses too, but the browser moves the
 * focus off a control that becomes disabled (Chromium to <body>): a keyboard or screen-reader shopper
 * who pressed it would lose their place on the page. A press is a click, also the one Enter in a field
 * of the form sends to its default button, so cancelling it keeps the form from going twice.
 * @example <button type="submit" {...whileBusy(submitting)}>Senden</button>
 */
import type { MouseEvent } from 'react'

const ignore = (event: MouseEvent) => event.preventDefault()

export const whileBusy = (busy: boolean): { 'aria-disabled'?: true; onClick?: (event: MouseEvent) => void } =>
  busy ? { 'aria-disabled': true, onClick: ignore } : {}
