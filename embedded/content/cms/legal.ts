/**
 * A legal page's current text as the shop shows it at its fixed path (shared/legal.ts): the landing
 * page the SEO path `agb` / `terms` (…) leads to in the language, and the HTML of its text slots in
 * page order. The order confirmation carries the AGB and the Widerrufsbelehrung this way, as the
 * operator last edited them in the CMS, not as they were seeded.
 */
import { type Locale, LANGUAGE_IDS } from '../../../shared/constants'
import { LEGAL_PATHS, type LegalPage } from '../../../shared/legal'
import { LANDING_ROUTE } from '../../../shared/store-api/content'
import type { Database } from '../../platform/database'
import { loadCmsPage } from './queries'

export interface LegalText {
  /** The landing page's name: "Allgemeine Geschäftsbedingungen", "Widerrufsbelehrung", … */
  title: string
  /** The HTML of its text slots, in the order the page shows them. */
  html: string[]
}

/**
 * The legal page `page` in `locale`, or null when no active landing page with text is at its path.
 * @example const terms = await loadLegalText(env.DB, 'terms', 'de-DE') // { title: 'Allgemeine Geschäftsbedingungen', html: ['<h2>1. …'] }
 */
export async function loadLegalText(db: Database, page: LegalPage, locale: Locale): Promise<LegalText | null> {
  const languageId = LANGUAGE_IDS[locale]
  const found = await db
    .prepare(
      `SELECT l.cms_page_id AS cmsPageId, t.name FROM seo_url s
       JOIN landing_page l ON l.id = s.foreign_key AND l.active = 1
       JOIN landing_page_translation t ON t.landing_page_id = l.id AND t.language_id = s.language_id
       WHERE s.language_id = ?1 AND s.seo_path_info = ?2 AND s.route_name = ?3`,
    )
    .bind(languageId, LEGAL_PATHS[page][locale], LANDING_ROUTE)
    .first<{ cmsPageId: string | null; name: string }>()
  if (!found?.cmsPageId) return null
  const cms = await loadCmsPage(db, found.cmsPageId, languageId)
  const html = (cms?.sections ?? []).flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.slots.flatMap((slot) => {
        const content = slot.type === 'text' ? (slot.data as { content?: string } | null)?.content : undefined
        return content?.trim() ? [content] : []
      }),
    ),
  )
  return html.length ? { title: found.name, html } : null
}
