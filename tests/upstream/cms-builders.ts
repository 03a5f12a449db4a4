/**
 * CMS layouts as Shopware's Store API sends them (sections, blocks, slots, media), for the tests that point
 * the storefront at a stubbed Shopware. Pictures take the shape of the demo store's recorded ones.
 */
import recordedCategory from './recorded/category-cms-page.json' with { type: 'json' }

const recordedMedia = recordedCategory.cmsPage.sections[0]!.blocks[0]!.slots[1]!.data!.media as Record<string, unknown>

/** A picture on Shopware's CDN, shaped as the recorded ones. */
export const cmsMedia = (alt: string, file: string) => ({
  ...recordedMedia,
  alt,
  translated: { alt, title: null },
  url: `https://cdn.shopware.store/media/${file}`,
  id: file.replace(/\W/g, ''),
})

/** A slot's config: every value `static`, or `mapped` to an entity's field. */
export const cmsConfig = (values: Record<string, unknown>, source = 'static') =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { source, value }]))

/**
 * Builders of slots, blocks and sections with ids of their own (`fill` tells one test's ids from another's).
 * @example const { slot, block, section } = cmsBuilders('c')
 */
export function cmsBuilders(fill: string) {
  let ids = 0
  const id = () => (++ids).toString(16).padStart(32, fill)
  /** A slot as Shopware sends it: config (static values, or `mapped` entity fields) and translated config, resolved data. */
  function slot(type: string, name: string, values: Record<string, unknown>, data: unknown, source = 'static') {
    const cfg = cmsConfig(values, source)
    return { id: id(), type, slot: name, config: cfg, translated: { config: cfg }, data, apiAlias: 'cms_slot' }
  }
  /** A block as Shopware sends it; `styling` overrides its position, margins, background and visibility. */
  function block(type: string, slots: unknown[], styling: Record<string, unknown> = {}) {
    return {
      id: id(),
      type,
      position: 0,
      sectionPosition: 'main',
      marginTop: '20px',
      marginBottom: '20px',
      marginLeft: null,
      marginRight: null,
      backgroundColor: null,
      backgroundMedia: null,
      backgroundMediaMode: 'cover',
      cssClass: null,
      visibility: { mobile: true, tablet: true, desktop: true },
      slots,
      apiAlias: 'cms_block',
      ...styling,
    }
  }

  function section(position: number, type: string, blocks: Array<ReturnType<typeof block>>, styling = {}) {
    return {
      id: id(),
      type,
      position,
      sizingMode: 'boxed',
      mobileBehavior: 'wrap',
      backgroundColor: null,
      backgroundMedia: null,
      backgroundMediaMode: 'cover',
      cssClass: null,
      visibility: { mobile: true, tablet: true, desktop: true },
      blocks: blocks.map((b, index) => ({ ...b, position: index })),
      apiAlias: 'cms_section',
      ...styling,
    }
  }
  return { id, slot, block, section }
}
