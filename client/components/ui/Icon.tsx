/** Line icons in the text colour. Decorative: the control that shows one carries its accessible name. */
import type { ReactNode } from 'react'

/** A 24-unit line icon drawn with `children` (paths, circles). */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="icon"
    >
      {children}
    </svg>
  )
}
