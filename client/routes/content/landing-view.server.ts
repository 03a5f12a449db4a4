/** A landing page's view model: what components/content renders of it, shaped on the worker (decision 049). */
import type { CmsSlot, LandingPage } from '../../../shared/store-api/content'
import { plainText } from '../../components/content/html'
import { safeHtml } from '../../components/content/safe-html.server'
import { slotCards } from '../listing/card.server'

type SlotData = { data: unknown; config: unknown }

/**
 * A text or hero slot's editor HTML, made safe here (safeHtml) so the browser's code carries no sanitiser:
 * `data.content`, for a text slot its configured content when it has none. The config's own copy of the
 * HTML is left out: CmsSlot reads a text or hero slot's data only, so the page's data never carries the
 * editor's HTML as it came.
 */
async function safeSlotData(type: string, data: unknown, config: unknown): Promise<SlotData> {
  if (type !== 'text' && type !== 'hero') return { data, config }
  const { content: configured, ...otherConfig } = (config ?? {}) as { content?: { value?: unknown } }
  const own = data && typeof data === 'object' && !Array.isArray(data) ? (data as { content?: unknown }) : null
  const content = own?.content ?? (type === 'text' ? configured?.value : undefined)
  const safeConfig = config && typeof config === 'object' ? otherConfig : config
  if (typeof content !== 'string') return { data, config: safeConfig }
  return { data: { ...own, content: await safeHtml(content) }, config: safeConfig }
}

/**
 * A landing page as components/content reads it: product boxes and sliders hold cards
 * (../listing/card.server.ts), text and hero HTML is safe (CmsSlot sets it as it comes), a slot's config is
 * its translated config (CmsSlot reads `translated.config ?? config`), sent once, and `metaDescription` is
 * plain text in the page's language (its head and structured data).
 */
export async function landingPageView(page: LandingPage | null): Promise<LandingPage | null> {
  if (!page) return null
  const view = {
    ...page,
    metaDescription: plainText(page.translated?.metaDescription || page.metaDescription) || undefined,
  }
  const sections = page.cmsPage?.sections
  if (!sections) return view
  const now = Date.now()
  const slot = async ({ translated, ...entry }: CmsSlot): Promise<CmsSlot> => {
    const config = (translated as { config?: unknown } | undefined)?.config ?? entry.config
    return { ...entry, ...(await safeSlotData(entry.type, slotCards(entry.data, now), config)) } as CmsSlot
  }
  return {
    ...view,
    cmsPage: {
      ...page.cmsPage!,
      sections: await Promise.all(
        sections.map(async (section) => ({
          ...section,
          blocks: await Promise.all(
            section.blocks.map(async (block) => ({ ...block, slots: await Promise.all(block.slots.map(slot)) })),
          ),
        })),
      ),
    },
  }
}
