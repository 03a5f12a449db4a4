/** CMS seed: page definitions (sections → blocks → slots, texts per locale) and the rows they become. */
import { LANGUAGE_IDS, LOCALES, type Locale } from '../../../shared/constants'
import type { Texts } from '../catalog/data'
import { cmsPageId, cmsPartId, contentMediaId } from './keys'
import { planProduct } from '../catalog/products'
import { insert, type SeedStatement, type SqlValue } from '../sql'

export interface Visibility {
  mobile?: boolean
  tablet?: boolean
  desktop?: boolean
}

interface Styling {
  backgroundColor?: string
  /** A content media key (see contentMediaId). */
  backgroundMedia?: string
  backgroundMediaMode?: 'cover' | 'auto' | 'contain'
  cssClass?: string
  visibility?: Visibility
}

export interface SlotDef {
  slot: string
  type: 'text' | 'image' | 'hero' | 'product-box' | 'product-slider' | 'form'
  /** Config values per locale; each becomes Shopware's `{ source: 'static', value }`. */
  config: Record<Locale, Record<string, unknown>>
}

export interface BlockDef extends Styling {
  type: string
  sectionPosition?: 'main' | 'sidebar'
  /** Top, right, bottom, left, as CSS lengths. */
  margins?: [string, string, string, string]
  slots: SlotDef[]
}

export interface SectionDef extends Styling {
  type?: 'default' | 'sidebar'
  sizingMode?: 'boxed' | 'full_width'
  blocks: BlockDef[]
}

export interface PageDef {
  key: string
  name: Texts
  sections: SectionDef[]
}

const both = (f: (l: Locale) => Record<string, unknown>) =>
  Object.fromEntries(LOCALES.map((l) => [l, f(l)])) as SlotDef['config']

/** A text slot: HTML per locale. */
export const text = (html: Texts, slot = 'content'): SlotDef => ({
  slot,
  type: 'text',
  config: both((l) => ({ content: html[l] })),
})

/** A form slot (Shopware's `form` element): `type` contact or newsletter, and its title per locale. */
export const form = (type: 'contact' | 'newsletter', title: Texts, slot = 'content'): SlotDef => ({
  slot,
  type: 'form',
  config: both((l) => ({ type, title: title[l] })),
})

/** An image slot showing a content media picture, with its alt text per locale. */
export const image = (mediaKey: string, alt: Texts, slot = 'image'): SlotDef => ({
  slot,
  type: 'image',
  config: both((l) => ({ media: contentMediaId(mediaKey), alt: alt[l], displayMode: 'standard' })),
})

/** The promotion hero: title, HTML, a call to action (a path below the locale prefix) and a picture. */
export const hero = (
  texts: { title: Texts; content: Texts; linkLabel: Texts; url: Texts },
  mediaKey: string,
  alt: Texts,
): SlotDef => ({
  slot: 'content',
  type: 'hero',
  config: both((l) => ({
    title: texts.title[l],
    content: texts.content[l],
    linkLabel: texts.linkLabel[l],
    url: texts.url[l],
    media: contentMediaId(mediaKey),
    alt: alt[l],
  })),
})

/** Products are named by their seed number; the slot holds the listed (main variant) id. */
const listedId = (n: number) => planProduct(n).main.id

export const productBox = (n: number, slot: string): SlotDef => ({
  slot,
  type: 'product-box',
  config: both(() => ({ product: listedId(n), boxLayout: 'standard' })),
})

export const productSlider = (title: Texts, numbers: number[]): SlotDef => ({
  slot: 'content',
  type: 'product-slider',
  config: both((l) => ({ title: title[l], products: numbers.map(listedId), boxLayout: 'standard' })),
})

const staticConfig = (config: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(config).map(([k, v]) => [k, { source: 'static', value: v }]))

function styling(s: Styling): SqlValue[] {
  const v = s.visibility ?? {}
  return [
    s.backgroundColor ?? null,
    s.backgroundMedia ? contentMediaId(s.backgroundMedia) : null,
    s.backgroundMediaMode ?? 'cover',
    s.cssClass ?? null,
    v.mobile === false ? 0 : 1,
    v.tablet === false ? 0 : 1,
    v.desktop === false ? 0 : 1,
  ]
}
const STYLING = [
  'background_color',
  'background_media_id',
  'background_media_mode',
  'css_class',
  'visible_mobile',
  'visible_tablet',
  'visible_desktop',
]

/** The rows of CMS pages, in insert order (parents first). */
export function cmsStatements(pages: PageDef[]): SeedStatement[] {
  const rows = {
    page: [] as SqlValue[][],
    pageTexts: [] as SqlValue[][],
    sections: [] as SqlValue[][],
    blocks: [] as SqlValue[][],
    slots: [] as SqlValue[][],
    slotTexts: [] as SqlValue[][],
  }
  for (const page of pages) {
    const pageId = cmsPageId(page.key)
    rows.page.push([pageId, 'landingpage', null])
    for (const l of LOCALES) rows.pageTexts.push([pageId, LANGUAGE_IDS[l], page.name[l]])
    page.sections.forEach((section, s) => {
      const sectionId = cmsPartId('section', `${page.key}:${s}`)
      rows.sections.push([
        sectionId,
        pageId,
        s,
        section.type ?? 'default',
        section.sizingMode ?? 'boxed',
        ...styling(section),
      ])
      section.blocks.forEach((block, b) => {
        const blockId = cmsPartId('block', `${page.key}:${s}:${b}`)
        // Vertical rhythm only by default: blocks line up with the page heading.
        const [top, right, bottom, left] = block.margins ?? ['20px', '0', '20px', '0']
        rows.blocks.push([
          blockId,
          sectionId,
          b,
          block.type,
          block.sectionPosition ?? 'main',
          top,
          right,
          bottom,
          left,
          ...styling(block),
        ])
        block.slots.forEach((slot, position) => {
          const slotId = cmsPartId('slot', `${page.key}:${s}:${b}:${slot.slot}`)
          rows.slots.push([slotId, blockId, slot.slot, slot.type, position])
          for (const l of LOCALES)
            rows.slotTexts.push([slotId, LANGUAGE_IDS[l], JSON.stringify(staticConfig(slot.config[l]))])
        })
      })
    })
  }
  return [
    ...insert('cms_page', ['id', 'type', 'css_class'], rows.page),
    ...insert('cms_page_translation', ['cms_page_id', 'language_id', 'name'], rows.pageTexts),
    ...insert('cms_section', ['id', 'cms_page_id', 'position', 'type', 'sizing_mode', ...STYLING], rows.sections),
    ...insert(
      'cms_block',
      [
        'id',
        'cms_section_id',
        'position',
        'type',
        'section_position',
        'margin_top',
        'margin_right',
        'margin_bottom',
        'margin_left',
        ...STYLING,
      ],
      rows.blocks,
    ),
    ...insert('cms_slot', ['id', 'cms_block_id', 'slot', 'type', 'position'], rows.slots),
    ...insert('cms_slot_translation', ['cms_slot_id', 'language_id', 'config'], rows.slotTexts),
  ]
}
