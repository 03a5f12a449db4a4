/** A landing page's view model: what components/content renders of it, shaped on the worker (decision 049). */
import type { CmsSlot, LandingPage } from '../../../shared/store-api/content'
import { plainText, safeHtml } from '../../components/content/html'
import { slotCards } from '../listing/card.server'

/**
 * A text or hero slot's editor HTML, made safe here (safeHtml) so the browser's code carries no sanitiser:
 * `data.content`, for a text slot its configured content when it has none.
 */
function safeSlotData(type: string, data: unknown, config: unknown): unknown {
  if (type !== 'text' && type !== 'hero') return data
  const own = data && typeof data === 'object' && !Array.isArray(data) ? (data as { content?: unknown }) : null
  const configured = (config as { content?: { value?: unknown } } | null | undefined)?.content?.value
  const content = own?.content ?? (type === 'text' ? configured : undefined)
  if (typeof content !== 'string') return data
  return { ...own, content: safeHtml(content) }
}

/**
 * A landing page as components/content reads it: product boxes and sliders hold cards
 * (../listing/card.server.ts), text and hero HTML is safe (CmsSlot sets it as it comes), a slot's config is
 * its translated config (CmsSlot reads `translated.config ?? config`), sent once, and `metaDescription` is
 * plain text in the page's language (its head and structured data).
 */
export function landingPageView(page: LandingPage | null): LandingPage | null {
  if (!page) return null
  const view = {
    ...page,
    metaDescription: plainText(page.translated?.metaDescription || page.metaDescription) || undefined,
  }
  const sections = page.cmsPage?.sections
  if (!sections) return view
  const now = Date.now()
  const slot = ({ translated, ...entry }: CmsSlot): CmsSlot => {
    const config = (translated as { config?: unknown } | undefined)?.config ?? entry.config
    return { ...entry, config, data: safeSlotData(entry.type, slotCards(entry.data, now), config) } as CmsSlot
  }
  return {
    ...view,
    cmsPage: {
      ...page.cmsPage!,
      sections: sections.map((section) => ({
        ...section,
        blocks: section.blocks.map((block) => ({ ...block, slots: block.slots.map(slot) })),
      })),
    },
  }
}
