/** Which of a landing page's elements the shop's CMS renderer draws itself (browser-safe: the view and the loader read it). */
import type { CmsPage } from '../../../shared/store-api/content'

/**
 * Slot types CmsSlot renders itself. Any other type on a landing page is one of a category layout's
 * elements (image slider and gallery, videos, buy box …), shaped as there (./landing-view.server.ts,
 * components/content/cms-view.server.ts) and drawn by the category layout's renderers, or, unknown, left out.
 */
export const LANDING_OWN_TYPES: ReadonlySet<string> = new Set([
  'text',
  'hero',
  'image',
  'product-box',
  'product-slider',
  'form',
])

/** Whether a shaped landing page holds a category layout's elements (then its renderers load with it). */
export const hasLayoutElements = (page: CmsPage): boolean =>
  page.sections.some((section) =>
    section.blocks.some((block) => block.slots.some((slot) => !LANDING_OWN_TYPES.has(slot.type))),
  )
