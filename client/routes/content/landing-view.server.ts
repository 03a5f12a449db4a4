/** A landing page's view model: what components/content renders of it, shaped on the worker (decision 049). */
import { DEFAULT_LOCALE, type Locale } from '../../../shared/constants'
import { createTranslator } from '../../../shared/i18n'
import { loadDictionary } from '../../../shared/i18n/dictionaries'
import type { CmsSlot, LandingPage } from '../../../shared/store-api/content'
import { type CmsViewOptions, slotView } from '../../components/content/cms-view.server'
import { plainText } from '../../components/content/html'
import { demoteH1 } from '../../components/product/description.server'
import { safeHtml } from '../../components/content/safe-html.server'
import type { Category } from '../../types'
import { CATEGORY_LAYOUT_INCLUDES } from '../category/layout.server'
import { LANDING_PAGE_INCLUDES } from '../listing/includes'
import { slotCards } from '../listing/card.server'
import { navigationEntry } from '../navigation.server'
import { LANDING_OWN_TYPES } from './landing-elements'

/**
 * What a landing page's read includes: a category layout's (the elements it shares with one: buy box,
 * description and reviews, manufacturer logo, cross-selling) with the landing page's own fields.
 */
export const LANDING_LAYOUT_INCLUDES = {
  ...CATEGORY_LAYOUT_INCLUDES,
  landing_page: LANDING_PAGE_INCLUDES.landing_page,
}

/** A category's listing and its filters: a landing page has none. */
const LISTING_ONLY = new Set(['product-listing', 'sidebar-filter'])

/** What the shaping needs of the request: its locale, and the main navigation (category-navigation elements). */
export interface LandingViewContext {
  locale: Locale
  mainNavigation?: () => Promise<Category[]>
}

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
  // The page's name is its h1: an editor's h1 becomes an h2 below it, as on a category's layout.
  return { data: { ...own, content: demoteH1(await safeHtml(content)) }, config: safeConfig }
}

/**
 * A landing page as components/content reads it: product boxes and sliders hold cards
 * (../listing/card.server.ts), text and hero HTML is safe (CmsSlot sets it as it comes), a slot's config is
 * its translated config (CmsSlot reads `translated.config ?? config`), sent once, and `metaDescription` is
 * plain text in the page's language (its head and structured data). Any other element type is shaped as a
 * category layout's (components/content/cms-view.server.ts: image slider and gallery, videos, buy box …; the
 * page renders it with the category layout's renderers); a listing, its filters and unknown types are left out.
 */
export async function landingPageView(
  page: LandingPage | null,
  context: LandingViewContext = { locale: DEFAULT_LOCALE },
): Promise<LandingPage | null> {
  if (!page) return null
  const view = {
    ...page,
    metaDescription: plainText(page.translated?.metaDescription || page.metaDescription) || undefined,
  }
  const sections = page.cmsPage?.sections
  if (!sections) return view
  const now = Date.now()
  let options: Promise<CmsViewOptions> | undefined
  const elementOptions = () =>
    (options ??= (context.mainNavigation?.() ?? Promise.resolve([]))
      .catch(() => [])
      .then((navigation) => ({
        locale: context.locale,
        t: createTranslator(context.locale, loadDictionary(context.locale)),
        navigation: navigation.map(navigationEntry),
        categoryId: '',
        now,
      })))
  const slot = async ({ translated, ...entry }: CmsSlot): Promise<CmsSlot | null> => {
    if (!LANDING_OWN_TYPES.has(entry.type)) {
      if (LISTING_ONLY.has(entry.type)) return null
      return (await slotView({ translated, ...entry } as CmsSlot, await elementOptions()).catch(
        () => null,
      )) as CmsSlot | null
    }
    const config = (translated as { config?: unknown } | undefined)?.config ?? entry.config
    return { ...entry, ...(await safeSlotData(entry.type, slotCards(entry.data, now), config)) } as CmsSlot
  }
  const slots = async (list: CmsSlot[]) =>
    (await Promise.all(list.map(slot))).filter((entry): entry is CmsSlot => entry !== null)
  return {
    ...view,
    cmsPage: {
      ...page.cmsPage!,
      sections: await Promise.all(
        sections.map(async (section) => ({
          ...section,
          blocks: await Promise.all(
            section.blocks.map(async (block) => ({ ...block, slots: await slots(block.slots) })),
          ),
        })),
      ),
    },
  }
}
