/** Lexicon entries and blog posts (the shop's own asx_* entities), and Shopware's `includes` for any answer. */
import { mediaEntity } from '../../catalog/media/entity'
import type { seoUrlEntity } from '../../catalog/seo/entity'

type SeoUrl = ReturnType<typeof seoUrlEntity>

export interface LexiconEntryRow {
  id: string
  name: string
  letter: string
  description: string
  content: string
  metaTitle: string | null
  metaDescription: string | null
}

export function lexiconEntryEntity(row: LexiconEntryRow, seoUrls: SeoUrl[]) {
  const texts = {
    name: row.name,
    letter: row.letter,
    description: row.description,
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  }
  return { id: row.id, ...texts, seoUrls, translated: texts, apiAlias: 'asx_lexicon_entry' as const }
}

export interface BlogPostRow {
  id: string
  publishedAt: string
  author: string
  coverMediaId: string | null
  coverMediaKind: string | null
  title: string
  teaser: string
  content: string
  metaTitle: string | null
  metaDescription: string | null
}

export function blogPostEntity(row: BlogPostRow, seoUrls: SeoUrl[]) {
  const texts = {
    title: row.title,
    teaser: row.teaser,
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  }
  const coverMedia =
    row.coverMediaId && row.coverMediaKind
      ? mediaEntity({ id: row.coverMediaId, kind: row.coverMediaKind }, row.title)
      : null
  return {
    id: row.id,
    ...texts,
    author: row.author,
    publishedAt: row.publishedAt,
    coverMediaId: coverMedia ? row.coverMediaId : null,
    coverMedia,
    seoUrls,
    translated: texts,
    apiAlias: 'asx_blog_post' as const,
  }
}

/** Fields to keep per apiAlias, as Shopware's criteria `includes` name them. */
export type Includes = Record<string, string[]>

/**
 * Keeps only the included fields of every entity (nested ones too) whose apiAlias is named; apiAlias stays.
 * @example applyIncludes({ id: 'a', name: 'S3', apiAlias: 'asx_lexicon_entry' }, { asx_lexicon_entry: ['name'] }) // { name: 'S3', apiAlias: … }
 */
export function applyIncludes<T>(value: T, includes: Includes | undefined): T {
  if (!includes || !value || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => applyIncludes(v, includes)) as T
  const record = value as Record<string, unknown>
  const alias = typeof record.apiAlias === 'string' ? record.apiAlias : undefined
  const keep = alias ? includes[alias] : undefined
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(record)) {
    if (keep && key !== 'apiAlias' && !keep.includes(key)) continue
    out[key] = applyIncludes(inner, includes)
  }
  return out as T
}
