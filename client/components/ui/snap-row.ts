/**
 * A row of pictures that snaps one at a time (the product gallery, the CMS image slider): which one is
 * in view as the shopper scrolls or swipes, and a way to bring one into view (its buttons, thumbnails).
 */
import { type UIEvent, useRef, useState } from 'react'

export function useSnapRow(total: number) {
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)

  function show(index: number) {
    const list = track.current
    const target = list?.children[index] as HTMLElement | undefined
    if (!list || !target) return
    // The stylesheet's scroll-behavior animates it, unless the shopper asked for reduced motion.
    list.scrollTo({ left: target.offsetLeft - list.offsetLeft })
    setCurrent(index)
  }
  /** The row's scroll handler: the picture whose start is nearest (a slide may be narrower than the row). */
  function scrolled(event: UIEvent<HTMLUListElement>) {
    const slide = event.currentTarget.firstElementChild?.clientWidth
    if (slide) setCurrent(Math.min(total - 1, Math.round(event.currentTarget.scrollLeft / slide)))
  }
  return { track, current, show, scrolled }
}
