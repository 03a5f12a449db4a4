/** D1 reads for the lexicon and the blog: lists with their totals and letters, single entries, SEO URLs attached. */
import type { Database } from '../../platform/database'
import { BLOG_POST_ROUTE, LEXICON_ENTRY_ROUTE } from '../../../shared/store-api/content'
import { blogPostEntity, lexiconEntryEntity, type BlogPostRow, type LexiconEntryRow } from './entity'
import { seoUrlsByForeignKey, type seoUrlEntity, type SeoUrlRow } from '../../catalog/seo/entity'
import { seoUrlsStatement } from '../../catalog/category'
import { compileFilters } from '../../criteria/compile'
import { blogPostSchema, lexiconSchema } from '../../criteria/schemas'
import type { Criteria } from '../../criteria/types'

const LEXICON_FROM =
  'FROM lexicon_entry e JOIN lexicon_entry_translation t ON t.lexicon_entry_id = e.id AND t.language_id = ?'
const LEXICON = `SELECT e.id, t.name, t.letter, t.description, t.content, t.meta_title AS metaTitle, t.meta_description AS metaDescription
${LEXICON_FROM}`

/** Entities for rows read, with the canonical SEO URLs of `route` attached: one more round trip. */
async function withSeoUrls<R extends { id: string }, E>(
  db: Database,
  route: string,
  rows: R[],
  languageId: string,
  entity: (row: R, seoUrls: ReturnType<typeof seoUrlEntity>[]) => E,
): Promise<E[]> {
  if (!rows.length) return []
  const seo = await seoUrlsStatement(
    db,
    route,
    rows.map((r) => r.id),
    languageId,
  ).all<SeoUrlRow>()
  const byId = seoUrlsByForeignKey(seo.results)
  return rows.map((row) => entity(row, byId.get(row.id) ?? []))
}

/**
 * A page of lexicon entries in alphabetical order. The criteria `filter` narrows elements and the
 * letters aggregation; `postFilter` narrows only the elements (Shopware's post-filter).
 */
export async function searchLexicon(db: Database, languageId: string, criteria: Criteria) {
  const all = compileFilters([...criteria.filter, ...criteria.postFilter], lexiconSchema)
  const narrowed = compileFilters(criteria.filter, lexiconSchema)
  const offset = (criteria.page - 1) * criteria.limit
  const [rows, total, letters] = await db.batch([
    db
      .prepare(`${LEXICON} WHERE ${all.text} ORDER BY t.letter, t.sort_key LIMIT ? OFFSET ?`)
      .bind(languageId, ...all.params, criteria.limit, offset),
    db.prepare(`SELECT count(*) AS n ${LEXICON_FROM} WHERE ${all.text}`).bind(languageId, ...all.params),
    db
      .prepare(
        `SELECT t.letter AS key, count(*) AS count ${LEXICON_FROM} WHERE ${narrowed.text} GROUP BY t.letter ORDER BY t.letter`,
      )
      .bind(languageId, ...narrowed.params),
  ])
  return {
    elements: await withSeoUrls(
      db,
      LEXICON_ENTRY_ROUTE,
      rows.results as unknown as LexiconEntryRow[],
      languageId,
      lexiconEntryEntity,
    ),
    total: (total.results[0] as { n: number }).n,
    letters: letters.results as unknown as { key: string; count: number }[],
  }
}

export async function findLexiconEntry(db: Database, id: string, languageId: string) {
  const row = await db.prepare(`${LEXICON} WHERE e.id = ?`).bind(languageId, id).first<LexiconEntryRow>()
  return row ? (await withSeoUrls(db, LEXICON_ENTRY_ROUTE, [row], languageId, lexiconEntryEntity))[0]! : null
}

const BLOG_FROM = 'FROM blog_post p JOIN blog_post_translation t ON t.blog_post_id = p.id AND t.language_id = ?'
const BLOG = `SELECT p.id, p.published_at AS publishedAt, p.author, p.cover_media_id AS coverMediaId, m.kind AS coverMediaKind,
  t.title, t.teaser, t.content, t.meta_title AS metaTitle, t.meta_description AS metaDescription
${BLOG_FROM}
LEFT JOIN media m ON m.id = p.cover_media_id`

/** A page of blog posts that pass the criteria filters, newest first. */
export async function listBlogPosts(db: Database, languageId: string, criteria: Criteria) {
  const where = compileFilters([...criteria.filter, ...criteria.postFilter], blogPostSchema)
  const offset = (criteria.page - 1) * criteria.limit
  const [rows, total] = await db.batch([
    db
      .prepare(`${BLOG} WHERE ${where.text} ORDER BY p.published_at DESC, p.id LIMIT ? OFFSET ?`)
      .bind(languageId, ...where.params, criteria.limit, offset),
    db.prepare(`SELECT count(*) AS n ${BLOG_FROM} WHERE ${where.text}`).bind(languageId, ...where.params),
  ])
  return {
    elements: await withSeoUrls(
      db,
      BLOG_POST_ROUTE,
      rows.results as unknown as BlogPostRow[],
      languageId,
      blogPostEntity,
    ),
    total: (total.results[0] as { n: number }).n,
  }
}

export async function findBlogPost(db: Database, id: string, languageId: string) {
  const row = await db.prepare(`${BLOG} WHERE p.id = ?`).bind(languageId, id).first<BlogPostRow>()
  return row ? (await withSeoUrls(db, BLOG_POST_ROUTE, [row], languageId, blogPostEntity))[0]! : null
}
