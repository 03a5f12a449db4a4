/** Content behind SEO paths that are neither products nor categories (landing pages, lexicon, blog). */
import type { SeoUrlMatch } from '../../shared/store-api/seo'
import type { EntityPageData, LoaderContext } from './context'

/** Content page data for an SEO match, or null when the route is not content (the caller answers 404). */
export async function contentPage(
  _context: LoaderContext,
  _match: SeoUrlMatch,
  _url: URL,
): Promise<Omit<Extract<EntityPageData, { kind: 'content' }>, 'alternates'> | null> {
  return null
}
