/** Types of the content pages' loader data, shared by loader.server.ts and the views. */
import type { BlogPost, LexiconResult, SearchResult } from '../../../shared/store-api/content'
import type { NavigationEntry } from '../../types'

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

/** A footer entry: a folder keeps its id (its heading's id), a link needs only its name and address. */
export type FooterEntry = Omit<NavigationEntry, 'id' | 'children'> & { id?: string; children?: FooterEntry[] }

export interface FooterNavigation {
  /** Folders with their links (Store API footer-navigation). */
  footer: FooterEntry[]
  /** Single links (Store API service-navigation). */
  service: FooterEntry[]
}
