/** Content behind SEO paths that are neither products nor categories (landing pages, lexicon, blog), and the footer's navigation. */
import { data } from 'react-router'
import { isUuid } from '../../../shared/ids'
import { NAVIGATION_INCLUDES } from '../navigation.server'
import {
  BLOG_LIMIT,
  BLOG_POST_ROUTE,
  BLOG_ROUTE,
  LANDING_ROUTE,
  LEXICON_ENTRY_ROUTE,
  LEXICON_ROUTE,
  readBlog,
  readBlogPost,
  readLexicon,
  readLexiconEntry,
  type LandingPage,
} from '../../../shared/store-api/content'
import { StoreApiError } from '../../../shared/store-api/client'
import { lacksFeature, type PluginFeature, withoutAbsentLinks } from '../../../shared/store-api/capabilities'
import { canonicalPaths, type SeoUrlMatch } from '../../../shared/store-api/seo'
import type { Category } from '../../types'
import { LANDING_LAYOUT_INCLUDES, landingPageView } from './landing-view.server'
import { safeHtml } from '../../components/content/safe-html.server'
import { navigationEntry } from '../navigation.server'
import type { BlogListData, ContentType, FooterEntry, FooterNavigation, LexiconListData } from './types'
import type { EntityPageData, LoaderArgs, AppLoadContext } from '../load-context'
import { notFound, positiveIntParam, rethrow } from '../loader-utils.server'
import type { LoaderMap } from '../table'

const LANDING_PAGE_BODY = { includes: LANDING_LAYOUT_INCLUDES }

/** /landingPage/{id}: the platform's fallback path of a landing page; the page itself decides the status. */
export async function landingPageLoader({ params, context }: LoaderArgs): Promise<EntityPageData> {
  const id = params.landingPageId ?? ''
  if (!isUuid(id)) throw notFound()
  const landingPage = await context.api
    .invoke('readLandingPage post /landing-page/{landingPageId}', {
      pathParams: { landingPageId: id },
      body: LANDING_PAGE_BODY,
    })
    .then((page) => landingPageView(page as LandingPage, context))
    .catch(() => null)
  if (!landingPage) throw notFound()
  const alternates = await canonicalPaths(
    context.apiFor,
    { routeName: LANDING_ROUTE, foreignKey: id },
    `/landingPage/${id}`,
  )
  return { kind: 'content', id, type: 'landing-page', data: landingPage, alternates }
}

export const loaders = { 'landing-page': landingPageLoader } satisfies LoaderMap

type ContentData = Omit<Extract<EntityPageData, { kind: 'content' }>, 'alternates'>

/**
 * Content page data for an SEO match, or null when the route is not content or its entry is gone (the
 * caller answers 404); a bad query parameter is a 400. A landing page, a lexicon term and a blog post are
 * their page: awaited, so their title, description and canonical go out in the head with the shell (a
 * tag streamed later lands in the body, where Lighthouse and link previews do not look), and an entry the
 * Store API no longer finds is a 404. The lexicon's and the blog's lists have a head of their own and
 * stream in after the shell, as promises that never reject (a failed read resolves to null).
 */
export async function contentPage(context: AppLoadContext, match: SeoUrlMatch, url: URL): Promise<ContentData | null> {
  const { api } = context
  const id = match.foreignKey
  const page = (type: ContentType, value: Promise<unknown>): ContentData => ({
    kind: 'content',
    id,
    type,
    data: value.catch(() => null),
  })
  const entry = async (type: ContentType, value: Promise<unknown>): Promise<ContentData | null> => {
    const found = await value.catch(goneAsNull)
    return found ? { kind: 'content', id, type, data: found } : null
  }
  // The lexicon and the blog are the plugin's (decision 054): a shop without them has no such page.
  const feature = CONTENT_FEATURES[match.routeName]
  if (feature && (await lacksFeature(context, feature))) return null
  switch (match.routeName) {
    case LANDING_ROUTE:
      return entry(
        'landing-page',
        api
          .invoke('readLandingPage post /landing-page/{landingPageId}', {
            pathParams: { landingPageId: id },
            body: LANDING_PAGE_BODY,
          })
          .then((landing) => landingPageView(landing as LandingPage, context)),
      )
    case LEXICON_ENTRY_ROUTE:
      return entry('lexicon-entry', readLexiconEntry(api, id).then(withSafeContent))
    case LEXICON_ROUTE: {
      const letter = letterParam(url)
      return page(
        'lexicon',
        readLexicon(api, { letter }).then((result): LexiconListData => ({ letter, result })),
      )
    }
    case BLOG_POST_ROUTE:
      return entry('blog-post', readBlogPost(api, id).then(withSafeContent))
    case BLOG_ROUTE: {
      // The blog's links and its view know only ?p= (not the listing's ?page= alias).
      const current = positiveIntParam(url, ['p'])
      // A page past the last one is not a page: the not-found view renders in its place.
      return page(
        'blog',
        readBlog(api, current, BLOG_LIMIT).then((result): BlogListData | null =>
          result.elements.length || current === 1 ? { page: current, result } : null,
        ),
      )
    }
    default:
      return null
  }
}

/** A read that found nothing (404) is null; any other failure (maintenance, a timeout) keeps its status. */
const goneAsNull = (error: unknown): null => {
  if (error instanceof StoreApiError && error.status === 404) return null
  return rethrow(error)
}

/** The content routes that need a plugin feature. */
const CONTENT_FEATURES: Record<string, PluginFeature> = {
  [LEXICON_ROUTE]: 'lexicon',
  [LEXICON_ENTRY_ROUTE]: 'lexicon',
  [BLOG_ROUTE]: 'blog',
  [BLOG_POST_ROUTE]: 'blog',
}

/**
 * A lexicon entry or blog post whose editor HTML is made safe here, so its view sets it as it comes. The
 * view reads `content` only; the translated copy of the HTML as it came is left out of the page's data.
 */
async function withSafeContent<T extends { content?: string }>(entry: T): Promise<T> {
  const { translated, ...own } = entry as T & { translated?: { content?: unknown } }
  const content = await safeHtml(entry.content)
  if (!translated || typeof translated !== 'object') return { ...own, content } as T
  const { content: _asItCame, ...otherTranslated } = translated
  return { ...own, content, translated: otherTranslated } as unknown as T
}

/**
 * The footer's folders and links and the service links, for the root loader. Awaited there beside the
 * header's navigation, so the footer is in the shell (crawlers always get its links). Each menu is read
 * on its own: an empty one (Shopware answers 204) is an empty list, a failed one leaves the other; both
 * failed leave the footer's fixed links (never throws). Entries that lead to a plugin feature the shop
 * lacks (`absent`, decision 054) are left out.
 */
export async function footerNavigation(
  context: AppLoadContext,
  absent: Promise<readonly PluginFeature[]> = Promise.resolve([]),
): Promise<FooterNavigation | null> {
  // The same for every shopper: asked without the session's token, so it is kept for customers too.
  const read = (rootId: string) =>
    (
      context.apiFor(context.locale).invoke('readNavigation post /navigation/{activeId}/{rootId}', {
        pathParams: { activeId: rootId, rootId },
        body: { depth: 2, includes: NAVIGATION_INCLUDES },
      }) as Promise<Category[] | undefined>
    ).then(
      (entries) => (Array.isArray(entries) ? entries : []),
      () => null,
    )
  const [footer, service, lacking] = await Promise.all([
    read('footer-navigation'),
    read('service-navigation'),
    absent.catch(() => []),
  ])
  if (!footer && !service) return null
  const entries = (menu: Category[] | null) => withoutAbsentLinks(menu ?? [], lacking).map(footerEntry)
  return { footer: entries(footer), service: entries(service) }
}

/**
 * A footer entry: the navigation entry without the id a footer link does not need. A folder keeps it
 * (its heading's id), and so does an entry without a SEO path (its address is /{route}/{id}).
 */
function footerEntry(category: Category): FooterEntry {
  const { id, children, ...entry } = navigationEntry(category)
  const out: FooterEntry = category.type === 'folder' || !entry.seoUrls ? { id, ...entry } : entry
  if (children) out.children = ((category.children ?? []) as Category[]).map(footerEntry)
  return out
}

const invalid = (message: string) =>
  data({ code: 'FRAMEWORK__INVALID_PARAMETER', message }, { status: 400, statusText: 'Bad Request' })

/** ?letter=s narrows the lexicon to one letter; anything but a single letter A–Z is a 400. */
function letterParam(url: URL): string | null {
  const raw = url.searchParams.get('letter')
  if (raw === null || raw === '') return null
  if (!/^[a-z]$/i.test(raw)) throw invalid('Invalid letter')
  return raw.toUpperCase()
}
