/** CMS entities (cms_page → cms_section → cms_block → cms_slot) and landing pages, shaped like Shopware's Store API answers. */
import type { ProductEntity } from '../../catalog/product/entity'
import { mediaEntity, type MediaEntity } from '../../catalog/media/entity'
import type { seoUrlEntity } from '../../catalog/seo/entity'
import { SALUTATIONS, salutationEntity } from '../../platform/reference'

/** Shopware's live version id: every entity here is the live version. */
export const LIVE_VERSION_ID = '0fa91ce3e96a4bc2be4bd9ce752c3425'

interface Styled {
  backgroundColor: string | null
  backgroundMediaId: string | null
  backgroundMediaMode: string
  cssClass: string | null
  visibleMobile: number
  visibleTablet: number
  visibleDesktop: number
}

export interface CmsPageRow {
  id: string
  type: string
  cssClass: string | null
  name: string
}

export interface CmsSectionRow extends Styled {
  id: string
  pageId: string
  position: number
  type: 'default' | 'sidebar'
  name: string | null
  sizingMode: string
  mobileBehavior: string
}

export interface CmsBlockRow extends Styled {
  id: string
  sectionId: string
  position: number
  type: string
  name: string | null
  sectionPosition: string
  marginTop: string | null
  marginBottom: string | null
  marginLeft: string | null
  marginRight: string | null
}

export interface CmsSlotRow {
  id: string
  blockId: string
  slot: string
  type: string
  /** The slot's translated config as JSON. */
  config: string
}

/** What slots and backgrounds point at, read once per page. */
export interface CmsReferences {
  products: Map<string, ProductEntity>
  /** Media kind (the URL folder) by id. */
  mediaKinds: Map<string, string>
  /** The request's language, for what a slot brings in its own words (the form's salutations). */
  languageId: string
}

type Config = Record<string, { source?: string; value?: unknown } | undefined>

const value = <T>(config: Config, key: string): T | undefined => config[key]?.value as T | undefined

/** Media ids and product ids a slot config names (static sources only: the seed has no mapped ones). */
export function slotReferences(type: string, config: Config): { media: string[]; products: string[] } {
  const media = value<string>(config, 'media')
  const product = value<string>(config, 'product')
  const products = type === 'product-slider' ? (value<string[]>(config, 'products') ?? []) : product ? [product] : []
  return { media: media ? [media] : [], products }
}

function media(refs: CmsReferences, id: string | null | undefined, alt: string): MediaEntity | null {
  const kind = id ? refs.mediaKinds.get(id) : undefined
  return id && kind ? mediaEntity({ id, kind }, alt) : null
}

/** The resolved `data` of a slot: Shopware's cms_*_struct for the types the shop renders. */
function slotData(type: string, config: Config, refs: CmsReferences) {
  const alt = value<string>(config, 'alt') ?? ''
  switch (type) {
    case 'text':
      return { content: value<string>(config, 'content') ?? '', apiAlias: 'cms_text_struct' }
    case 'image': {
      const mediaId = value<string>(config, 'media') ?? null
      return {
        mediaId,
        url: value<string>(config, 'url') ?? null,
        newTab: value<boolean>(config, 'newTab') ?? false,
        media: media(refs, mediaId, alt),
        apiAlias: 'cms_image_struct',
      }
    }
    case 'hero': {
      const mediaId = value<string>(config, 'media') ?? null
      return {
        title: value<string>(config, 'title') ?? '',
        content: value<string>(config, 'content') ?? '',
        url: value<string>(config, 'url') ?? null,
        linkLabel: value<string>(config, 'linkLabel') ?? null,
        mediaId,
        media: media(refs, mediaId, alt),
        apiAlias: 'cms_hero_struct',
      }
    }
    case 'product-box': {
      const productId = value<string>(config, 'product') ?? null
      return {
        productId,
        product: (productId && refs.products.get(productId)) || null,
        apiAlias: 'cms_product_box_struct',
      }
    }
    case 'product-slider':
      return {
        products: (value<string[]>(config, 'products') ?? []).flatMap((id) => refs.products.get(id) ?? []),
        apiAlias: 'cms_product_slider_struct',
      }
    case 'form':
      // As Shopware's FormCmsElementResolver: the form's data is the salutation list its select offers.
      return SALUTATIONS.map((salutation) => salutationEntity(salutation, refs.languageId))
    default:
      return null
  }
}

export function slotEntity(row: CmsSlotRow, refs: CmsReferences) {
  const config = JSON.parse(row.config) as Config
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    blockId: row.blockId,
    cmsBlockVersionId: LIVE_VERSION_ID,
    type: row.type,
    slot: row.slot,
    locked: false,
    config,
    fieldConfig: null,
    data: slotData(row.type, config, refs),
    customFields: null,
    translated: { config, slot: row.slot, type: row.type, blockId: row.blockId, cmsBlockVersionId: LIVE_VERSION_ID },
    apiAlias: 'cms_slot' as const,
  }
}

/** Fields sections and blocks share: colours, background media, classes and per-size visibility. */
function styled(row: Styled, refs: CmsReferences) {
  return {
    backgroundColor: row.backgroundColor,
    backgroundMediaId: row.backgroundMediaId,
    backgroundMedia: media(refs, row.backgroundMediaId, ''),
    backgroundMediaMode: row.backgroundMediaMode,
    cssClass: row.cssClass,
    visibility: { mobile: row.visibleMobile === 1, tablet: row.visibleTablet === 1, desktop: row.visibleDesktop === 1 },
  }
}

export function blockEntity(row: CmsBlockRow, slots: ReturnType<typeof slotEntity>[], refs: CmsReferences) {
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    cmsSectionVersionId: LIVE_VERSION_ID,
    sectionId: row.sectionId,
    position: row.position,
    type: row.type,
    name: row.name,
    sectionPosition: row.sectionPosition,
    marginTop: row.marginTop,
    marginBottom: row.marginBottom,
    marginLeft: row.marginLeft,
    marginRight: row.marginRight,
    ...styled(row, refs),
    slots,
    customFields: null,
    apiAlias: 'cms_block' as const,
  }
}

export function sectionEntity(row: CmsSectionRow, blocks: ReturnType<typeof blockEntity>[], refs: CmsReferences) {
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    cmsPageVersionId: LIVE_VERSION_ID,
    pageId: row.pageId,
    position: row.position,
    type: row.type,
    name: row.name,
    sizingMode: row.sizingMode,
    mobileBehavior: row.mobileBehavior,
    ...styled(row, refs),
    blocks,
    customFields: null,
    apiAlias: 'cms_section' as const,
  }
}

export function pageEntity(row: CmsPageRow, sections: ReturnType<typeof sectionEntity>[]) {
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    name: row.name,
    type: row.type,
    entity: null,
    cssClass: row.cssClass,
    config: null,
    previewMediaId: null,
    sections,
    customFields: null,
    translated: {
      name: row.name,
      type: row.type,
      cssClass: row.cssClass ?? '',
      entity: '',
      previewMediaId: '',
      versionId: LIVE_VERSION_ID,
    },
    apiAlias: 'cms_page' as const,
  }
}

export type CmsPageEntity = ReturnType<typeof pageEntity>

export interface LandingPageRow {
  id: string
  cmsPageId: string | null
  name: string
  metaTitle: string | null
  metaDescription: string | null
  keywords: string | null
  url: string
}

export function landingPageEntity(
  row: LandingPageRow,
  cmsPage: CmsPageEntity | null,
  seoUrls: ReturnType<typeof seoUrlEntity>[],
) {
  const texts = {
    name: row.name,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    url: row.url,
  }
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    active: true,
    ...texts,
    slotConfig: null,
    cmsPageId: row.cmsPageId,
    cmsPageVersionId: LIVE_VERSION_ID,
    cmsPage,
    seoUrls,
    customFields: null,
    translated: { ...texts, slotConfig: null, customFields: null },
    apiAlias: 'landing_page' as const,
  }
}
