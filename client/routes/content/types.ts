/** Types of the content pages' loader data, shared by loader.server.ts and the views. */
import type { BlogPost, LexiconResult, SearchResult } from '../../../shared/store-api/content'

export type ContentType = 'landing-page' | 'lexicon' | 'lexicon-entry' | 'blog' | 'blog-post'

export interface LexiconListData {
  /** The letter the page narrows to, or null for all terms. */
  letter: string | null
  result: LexiconResult
}

export interface BlogListData {
  page: number
  result: SearchResult<BlogPost>
}

export type { FooterEntry, FooterNavigation } from '../../types'
