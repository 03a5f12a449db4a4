/** D1 reads for CMS pages and landing pages, composed into entities with their products and media resolved. */
import type { Database } from '../../platform/database'
import { loadProducts } from '../../catalog/product/load'
import {
  blockEntity,
  landingPageEntity,
  pageEntity,
  sectionEntity,
  slotEntity,
  slotReferences,
  type CmsBlockRow,
  type CmsPageEntity,
  type CmsPageRow,
  type CmsReferences,
  type CmsSectionRow,
  type CmsSlotRow,
  type LandingPageRow,
} from './entity'
import { seoUrlEntity, type SeoUrlRow } from '../../catalog/seo/entity'
import { seoUrlsStatement } from '../../catalog/category'

/** Columns sections and blocks share, from the table aliased `t`. */
const styled = (t: string) => `${t}.background_color AS backgroundColor, ${t}.background_media_id AS backgroundMediaId,
  ${t}.background_media_mode AS backgroundMediaMode, ${t}.css_class AS cssClass,
  ${t}.visible_mobile AS visibleMobile, ${t}.visible_tablet AS visibleTablet, ${t}.visible_desktop AS visibleDesktop`

/** The page, its sections, blocks and slots (in this language) in one round trip. */
async function cmsRows(db: Database, id: string, languageId: string) {
  const [page, sections, blocks, slots] = await db.batch([
    db
      .prepare(`SELECT p.id, p.type, p.css_class AS cssClass, t.name FROM cms_page p
      JOIN cms_page_translation t ON t.cms_page_id = p.id AND t.language_id = ?2 WHERE p.id = ?1`)
      .bind(id, languageId),
    db
      .prepare(`SELECT s.id, s.cms_page_id AS pageId, s.position, s.type, s.name, s.sizing_mode AS sizingMode,
      s.mobile_behavior AS mobileBehavior, ${styled('s')} FROM cms_section s WHERE s.cms_page_id = ?1 ORDER BY s.position`)
      .bind(id),
    db
      .prepare(`SELECT b.id, b.cms_section_id AS sectionId, b.position, b.type, b.name, b.section_position AS sectionPosition,
      b.margin_top AS marginTop, b.margin_bottom AS marginBottom, b.margin_left AS marginLeft, b.margin_right AS marginRight,
      ${styled('b')}
      FROM cms_block b JOIN cms_section s ON s.id = b.cms_section_id WHERE s.cms_page_id = ?1 ORDER BY b.position`)
      .bind(id),
    db
      .prepare(`SELECT sl.id, sl.cms_block_id AS blockId, sl.slot, sl.type, t.config FROM cms_slot sl
      JOIN cms_block b ON b.id = sl.cms_block_id JOIN cms_section s ON s.id = b.cms_section_id
      JOIN cms_slot_translation t ON t.cms_slot_id = sl.id AND t.language_id = ?2
      WHERE s.cms_page_id = ?1 ORDER BY sl.position`)
      .bind(id, languageId),
  ])
  return {
    page: (page.results[0] as CmsPageRow | undefined) ?? null,
    sections: sections.results as unknown as CmsSectionRow[],
    blocks: blocks.results as unknown as CmsBlockRow[],
    slots: slots.results as unknown as CmsSlotRow[],
  }
}

/** Products (through the product entity serializer) and media kinds the page's slots and backgrounds name. */
async function references(
  db: Database,
  rows: Awaited<ReturnType<typeof cmsRows>>,
  languageId: string,
): Promise<CmsReferences> {
  const mediaIds = new Set<string>()
  const productIds = new Set<string>()
  for (const r of [...rows.sections, ...rows.blocks]) if (r.backgroundMediaId) mediaIds.add(r.backgroundMediaId)
  for (const slot of rows.slots) {
    const refs = slotReferences(slot.type, JSON.parse(slot.config))
    for (const id of refs.media) mediaIds.add(id)
    for (const id of refs.products) productIds.add(id)
  }
  const [products, media] = await Promise.all([
    productIds.size ? loadProducts(db, [...productIds], languageId) : [],
    mediaIds.size
      ? db
          .prepare('SELECT id, kind FROM media WHERE id IN (SELECT value FROM json_each(?1))')
          .bind(JSON.stringify([...mediaIds]))
          .all<{ id: string; kind: string }>()
      : { results: [] },
  ])
  return {
    products: new Map(products.map((p) => [p.id, p])),
    mediaKinds: new Map(media.results.map((m) => [m.id, m.kind])),
    languageId,
  }
}

/**
 * A CMS page with every slot resolved; `slotIds` limits the slots (Shopware's `slots` parameter).
 * Null when the page does not exist in this language.
 */
export async function loadCmsPage(
  db: Database,
  id: string,
  languageId: string,
  slotIds?: Set<string>,
): Promise<CmsPageEntity | null> {
  const rows = await cmsRows(db, id, languageId)
  if (!rows.page) return null
  if (slotIds) rows.slots = rows.slots.filter((s) => slotIds.has(s.id))
  const refs = await references(db, rows, languageId)
  const slotsByBlock = new Map<string, ReturnType<typeof slotEntity>[]>()
  for (const row of rows.slots)
    slotsByBlock.set(row.blockId, [...(slotsByBlock.get(row.blockId) ?? []), slotEntity(row, refs)])
  const blocksBySection = new Map<string, ReturnType<typeof blockEntity>[]>()
  for (const row of rows.blocks) {
    blocksBySection.set(row.sectionId, [
      ...(blocksBySection.get(row.sectionId) ?? []),
      blockEntity(row, slotsByBlock.get(row.id) ?? [], refs),
    ])
  }
  return pageEntity(
    rows.page,
    rows.sections.map((row) => sectionEntity(row, blocksBySection.get(row.id) ?? [], refs)),
  )
}

/** An active landing page with its CMS page and canonical SEO URLs; null when unknown or inactive. */
export async function loadLandingPage(db: Database, id: string, languageId: string) {
  const [found, seo] = await db.batch([
    db
      .prepare(`SELECT l.id, l.cms_page_id AS cmsPageId, t.name, t.meta_title AS metaTitle, t.meta_description AS metaDescription,
        t.keywords, t.url
      FROM landing_page l JOIN landing_page_translation t ON t.landing_page_id = l.id AND t.language_id = ?2
      WHERE l.id = ?1 AND l.active = 1`)
      .bind(id, languageId),
    seoUrlsStatement(db, 'frontend.landing.page', [id], languageId),
  ])
  const row = found.results[0] as LandingPageRow | undefined
  if (!row) return null
  const cmsPage = row.cmsPageId ? await loadCmsPage(db, row.cmsPageId, languageId) : null
  return landingPageEntity(row, cmsPage, (seo.results as unknown as SeoUrlRow[]).map(seoUrlEntity))
}
