/** Lexicon entries and blog posts: the shop's own asx_* entities. */
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
