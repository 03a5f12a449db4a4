/**
 * A Shopware CMS layout as a category's page renders it, shaped on the worker (decisions 044, 049): only
 * the element types the shop knows, each slot's data cut to what its renderer reads, editors' and products'
 * HTML made safe (safeHtml), product cards as a listing's, links and style values checked. Elements that
 * need no code in the browser come as HTML made here (CmsStatic.server.tsx); unknown types, and slots with
 * nothing to show, are left out quietly (a block or section left empty goes with them).
 */
import { createElement } from 'react'
import type { Locale } from '../../../shared/constants'
import type { Translate } from '../../../shared/i18n'
import { localePrefix } from '../../../shared/locale'
import type { CmsBlock, CmsPage, CmsSection, CmsSlot, Media } from '../../../shared/store-api/content'
import { productCard } from '../../routes/listing/card.server'
import type { NavigationEntry, Product } from '../../types'
import {
  CmsCategoryNavigation,
  CmsDescriptionReviews,
  CmsManufacturerLogo,
  CmsProductName,
  CmsVideo,
  type ReviewView,
  staticHtml,
} from './CmsStatic.server'
import { demoteH1, productDescriptionHtml } from '../product/description.server'
import { plainText } from './html'
import { safeHtml, safeUrl } from './safe-html.server'

/** Element types whose place is the category's listing: a layout of these alone is the listing page as it is. */
export const LISTING_ELEMENTS = new Set(['product-listing', 'sidebar-filter', 'category-navigation'])

export interface CmsViewOptions {
  locale: Locale
  t: Translate
  /** The main navigation (category-navigation elements) and the category the page shows. */
  navigation: NavigationEntry[]
  categoryId: string
  now?: number
}

/** A layout as its page renders it, and whether a sidebar-filter element places the filters apart. */
export interface CmsLayoutView {
  page: CmsPage
  filtersApart: boolean
}

type Config = Record<string, { source?: string; value?: unknown } | null | undefined>
type Data = Record<string, any> | null | undefined
/** A slot as CmsSlot reads it; `html` is markup made here for the types that need no code in the browser. */
export type CmsSlotView = Pick<CmsSlot, 'id' | 'type' | 'slot'> & { data?: unknown; config?: unknown; html?: string }

const configOf = (slot: CmsSlot): Config =>
  ((slot.translated as { config?: Config } | undefined)?.config ?? slot.config ?? {}) as Config
/** A value the editor set; a mapped one names an entity's field (`category.description`), resolved into `data`. */
const value = <T>(config: Config, key: string): T | undefined =>
  (config[key]?.source === 'mapped' ? undefined : (config[key]?.value ?? undefined)) as T | undefined
const text = (input: unknown): string | undefined => (typeof input === 'string' && input.trim() ? input : undefined)

/**
 * A link an editor set, or undefined when it is empty or of a scheme the page must not follow
 * (javascript:, data:): what safe-html.server.ts allows in editors' HTML.
 * @example editorLink('https://example.org/x') // 'https://example.org/x'
 * @example editorLink('java\tscript:alert(1)') // undefined
 */
export function editorLink(raw: unknown): string | undefined {
  const href = text(raw)?.trim()
  return href && safeUrl(href) !== null ? href : undefined
}

type MediaLike = {
  url?: string | null
  alt?: string | null
  title?: string | null
  translated?: { alt?: string | null; title?: string | null } | null
  metaData?: { width?: number; height?: number } | null
  thumbnails?: Array<{ url?: string; width?: number }> | null
}

/**
 * A picture as MediaImage reads it: address, alt text (translated first), size, thumbnails narrowest first.
 * @example mediaView({ url: 'https://cdn/x.jpg', alt: null, translated: { alt: 'Jacke' }, thumbnails: [] }) // { url: 'https://cdn/x.jpg', alt: 'Jacke' }
 */
export function mediaView(input: unknown): Media | undefined {
  const media = input as MediaLike | null | undefined
  if (!media?.url || editorLink(media.url) === undefined) return undefined
  const out: Record<string, unknown> = { url: media.url }
  const alt = media.translated?.alt ?? media.alt
  if (alt) out.alt = alt
  const { width, height } = media.metaData ?? {}
  if (width && height) out.metaData = { width, height }
  const thumbnails = (media.thumbnails ?? [])
    .filter((thumb) => thumb.url && thumb.width)
    .map(({ url, width }) => ({ url, width }))
    .sort((a, b) => a.width! - b.width!)
  if (thumbnails.length) out.thumbnails = thumbnails
  return out as Media
}

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i
const LENGTH = /^-?\d{1,4}(\.\d+)?(px|%|r?em|vw|vh)?$/
const CLASSES = /^[\w\s-]{1,200}$/
const MEDIA_MODES = new Set(['cover', 'contain', 'auto'])
const SIZING_MODES = new Set(['boxed', 'full_width'])

type StyledLike = Record<string, unknown> & {
  backgroundColor?: string | null
  backgroundMedia?: MediaLike | null
  backgroundMediaMode?: string | null
  cssClass?: string | null
  visibility?: { mobile?: boolean; tablet?: boolean; desktop?: boolean } | null
}

/**
 * What layout.ts turns into classes and styles, each value checked (a colour, a CSS length, class names,
 * a known media mode); anything else is dropped, so no editor's value reaches a style attribute unchecked.
 */
export function styledView(element: StyledLike): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (element.backgroundColor && COLOUR.test(element.backgroundColor)) out.backgroundColor = element.backgroundColor
  const background = mediaView(element.backgroundMedia)
  if (background) {
    out.backgroundMedia = { url: background.url }
    if (MEDIA_MODES.has(element.backgroundMediaMode ?? '')) out.backgroundMediaMode = element.backgroundMediaMode
  }
  if (element.cssClass && CLASSES.test(element.cssClass)) out.cssClass = element.cssClass
  const hidden = Object.entries(element.visibility ?? {}).filter(([, shown]) => shown === false)
  if (hidden.length) out.visibility = Object.fromEntries(hidden)
  return out
}

const MARGINS = ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'] as const

/** What a renderer needs of a slot's product: its card (../../routes/listing/card.server.ts). */
const cardOf = (product: unknown, now: number) => (product ? productCard(product as Product, now) : null)
const cardsOf = (products: unknown, now: number): Product[] =>
  Array.isArray(products) ? products.flatMap((product) => (product?.id ? [productCard(product, now)] : [])) : []
const nameOf = (entity: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined) =>
  entity?.translated?.name ?? entity?.name ?? ''

/** A YouTube video id, a Vimeo video id (a private one with its hash): anything else is no video. */
const YOUTUBE_ID = /^[\w-]{6,32}$/
const VIMEO_ID = /^\d{1,12}(\/[0-9a-f]{4,32})?$/i

/** A slot as the page renders it, or null for a type the shop does not know or a slot with nothing to show. */
export async function slotView(slot: CmsSlot, options: CmsViewOptions): Promise<CmsSlotView | null> {
  const base = { id: slot.id, type: slot.type, slot: slot.slot }
  const data = slot.data as Data
  const config = configOf(slot)
  const now = options.now ?? Date.now()
  const prefix = localePrefix(options.locale)
  const html = (element: Parameters<typeof staticHtml>[0]) => ({ ...base, html: staticHtml(element) })
  switch (slot.type) {
    case 'text': {
      const content = demoteH1(await safeHtml(text(data?.content) ?? value<string>(config, 'content')))
      return plainText(content) || content.includes('<img') ? { ...base, data: { content } } : null
    }
    case 'hero': {
      const media = mediaView(data?.media)
      return data
        ? {
            ...base,
            data: {
              title: text(data.title),
              content: demoteH1(await safeHtml(text(data.content))),
              url: editorLink(data.url),
              linkLabel: text(data.linkLabel),
              media,
            },
          }
        : null
    }
    case 'image': {
      const media = mediaView(data?.media)
      return media
        ? { ...base, data: { media, url: editorLink(data?.url), ...(data?.newTab ? { newTab: true } : {}) } }
        : null
    }
    case 'image-slider':
    case 'image-gallery': {
      // Each picture once (its address keys it in the slider).
      const seen = new Set<string>()
      const items = ((data?.sliderItems ?? []) as Data[]).flatMap((item) => {
        const media = mediaView(item?.media)
        if (!media || seen.has(media.url)) return []
        seen.add(media.url)
        const url = editorLink(item?.url)
        return [{ media, ...(url ? { url } : {}), ...(url && item?.newTab ? { newTab: true } : {}) }]
      })
      if (!items.length) return null
      return { ...base, data: { items, dots: !!value<string>(config, 'navigationDots') } }
    }
    case 'youtube-video':
    case 'vimeo-video': {
      const youtube = slot.type === 'youtube-video'
      const id = text(value<string>(config, 'videoID'))?.trim()
      if (!id || !(youtube ? YOUTUBE_ID : VIMEO_ID).test(id)) return null
      const start = Number(value(config, 'start'))
      const at = youtube && Number.isInteger(start) && start > 0 ? start : 0
      const href = !youtube
        ? `https://vimeo.com/${id}`
        : value<boolean>(config, 'advancedPrivacyMode')
          ? `https://www.youtube-nocookie.com/embed/${id}${at ? `?start=${at}` : ''}`
          : `https://www.youtube.com/watch?v=${id}${at ? `&t=${at}s` : ''}`
      return html(
        createElement(CmsVideo, {
          t: options.t,
          platform: youtube ? 'YouTube' : 'Vimeo',
          href,
          preview: mediaView(data?.media),
        }),
      )
    }
    case 'product-box':
      return { ...base, data: { product: cardOf(data?.product, now) } }
    case 'product-slider': {
      const products = cardsOf(data?.products, now)
      const title = text(value<string>(config, 'title'))
      return products.length
        ? { ...base, data: { products }, ...(title ? { config: { title: { value: title } } } : {}) }
        : null
    }
    case 'cross-selling': {
      const sections = ((data?.crossSellings ?? []) as Data[]).flatMap((element) => {
        const products = cardsOf(element?.products, now)
        return products.length ? [{ title: nameOf(element?.crossSelling), products }] : []
      })
      return sections.length ? { ...base, data: { sections } } : null
    }
    case 'buy-box': {
      const product = data?.product as (Product & { childCount?: number }) | undefined
      if (!product?.id) return null
      const card = productCard(product, now) as unknown as Record<string, unknown>
      for (const key of ['productNumber', 'minPurchase', 'maxPurchase', 'purchaseSteps'] as const)
        if (product[key] != null) card[key] = product[key]
      return { ...base, data: { product: card, variants: (product.childCount ?? 0) > 0 } }
    }
    case 'product-name': {
      const name = plainText(text(data?.content) ?? value<string>(config, 'content'))
      return name ? html(createElement(CmsProductName, { name })) : null
    }
    case 'manufacturer-logo': {
      const manufacturer = data?.manufacturer as
        | { name?: string; translated?: { name?: string }; media?: unknown; link?: string }
        | undefined
      const media = mediaView(data?.media ?? manufacturer?.media)
      if (!media) return null
      return html(
        createElement(CmsManufacturerLogo, {
          media,
          alt: media.alt || nameOf(manufacturer),
          href: editorLink(data?.url) ?? editorLink(manufacturer?.link),
          newTab: !!data?.newTab,
          prefix,
        }),
      )
    }
    case 'product-description-reviews': {
      const product = data?.product as Product | undefined
      if (!product?.id) return null
      const reviews = (data?.reviews?.elements ?? []) as Array<Record<string, unknown>>
      return html(
        createElement(CmsDescriptionReviews, {
          t: options.t,
          decimalComma: options.locale === 'de-DE',
          name: nameOf(product),
          description: await productDescriptionHtml(product.translated?.description ?? product.description),
          average: product.ratingAverage ?? undefined,
          total: Number(data?.reviews?.total ?? reviews.length),
          reviews: reviews.slice(0, 10).map(
            (review): ReviewView => ({
              points: Number(review.points ?? 0),
              title: plainText(review.title as string) || undefined,
              content: plainText(review.content as string) || undefined,
            }),
          ),
        }),
      )
    }
    case 'category-navigation':
      return options.navigation.length
        ? html(
            createElement(CmsCategoryNavigation, {
              t: options.t,
              prefix,
              entries: options.navigation,
              active: options.categoryId,
            }),
          )
        : null
    case 'product-listing':
    case 'sidebar-filter':
      return base
    case 'form':
      // The contact form (its data: the salutations it offers); a newsletter form is the footer's on every page.
      return value<string>(config, 'type') === 'contact'
        ? { ...base, data: slot.data, config: { type: { value: 'contact' }, title: config.title ?? undefined } }
        : null
    default:
      return null
  }
}

/**
 * A CMS page as the category's page renders it, or null when it shows nothing but the listing (its
 * product-listing, sidebar-filter and category-navigation elements, with everything else empty): then
 * the category's page is its listing, as without a layout.
 */
export async function cmsLayoutView(page: CmsPage, options: CmsViewOptions): Promise<CmsLayoutView | null> {
  const types = new Set<string>()
  // Keys for the page's lists: the entities' ids (a recording may lack them: then their place).
  const block = async (entry: CmsBlock, key: string): Promise<CmsBlock | null> => {
    const slots = (
      await Promise.all(
        (entry.slots ?? []).map((slot) => slotView({ ...slot, id: slot.id || `${key}-${slot.slot}` }, options)),
      )
    ).filter((slot): slot is CmsSlotView => slot !== null)
    if (!slots.length) return null
    for (const slot of slots) types.add(slot.type)
    const out: Record<string, unknown> = {
      id: entry.id || key,
      position: entry.position,
      type: entry.type,
      sectionPosition: entry.sectionPosition,
      ...styledView(entry as unknown as StyledLike),
      slots,
    }
    for (const margin of MARGINS) if (entry[margin] && LENGTH.test(entry[margin])) out[margin] = entry[margin]
    return out as unknown as CmsBlock
  }
  const section = async (entry: CmsSection, index: number): Promise<CmsSection | null> => {
    const key = entry.id || `s${index}`
    const blocks = (await Promise.all((entry.blocks ?? []).map((b, i) => block(b, `${key}-b${i}`)))).filter(
      (b): b is CmsBlock => b !== null,
    )
    if (!blocks.length) return null
    return {
      id: key,
      position: entry.position,
      type: entry.type === 'sidebar' ? 'sidebar' : 'default',
      sizingMode: SIZING_MODES.has(entry.sizingMode ?? '') ? entry.sizingMode : 'boxed',
      ...(entry.mobileBehavior === 'hidden' ? { mobileBehavior: 'hidden' } : {}),
      ...styledView(entry as unknown as StyledLike),
      blocks,
    } as unknown as CmsSection
  }
  const sections = (await Promise.all((page.sections ?? []).map(section))).filter((s): s is CmsSection => s !== null)
  if (![...types].some((type) => !LISTING_ELEMENTS.has(type))) return null
  return {
    page: { id: page.id, ...(page.cssClass ? { cssClass: page.cssClass } : {}), sections } as unknown as CmsPage,
    filtersApart: types.has('sidebar-filter'),
  }
}
