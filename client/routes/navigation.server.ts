/** The main navigation as every page's header needs it: one Store API read per request, shared by the loaders. */
import type { StoreApiClient } from '../../shared/store-api/client'
import type { Category, NavigationEntry } from '../types'

/**
 * What every navigation (header, mobile menu, footer) reads of a category: only the fields
 * `navigationEntry` keeps, since the hydration data is on every page.
 */
export const NAVIGATION_INCLUDES = {
  category: [
    'id',
    'parentId',
    'name',
    'translated',
    'type',
    'linkType',
    'internalLink',
    'externalLink',
    'linkNewTab',
    'seoUrls',
    'children',
    'media',
  ],
  seo_url: ['seoPathInfo'],
  media: ['url'],
}

/**
 * Two levels of the main navigation (the header and the category pages' sub-categories), with the
 * categories' pictures (the home page's tiles; Shopware loads them only when asked).
 */
export const readMainNavigation = (api: StoreApiClient): Promise<Category[]> =>
  api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
    body: { depth: 2, includes: NAVIGATION_INCLUDES, associations: { media: {} } } as never,
  }) as Promise<Category[]>

/**
 * What a navigation shows of a category entry (header, mobile and footer navigation): nothing more
 * travels to the page, and no field that says nothing (null, false, an empty link or list); the name is
 * the translated one.
 */
export const navigationEntry = (category: Category): NavigationEntry => entryOf(category, true)

/** An entry; a top one keeps its picture (the home page's tiles), the ones below do not. */
function entryOf(category: Category, top: boolean): NavigationEntry {
  const name = category.translated?.name ?? category.name
  const entry: NavigationEntry = { id: category.id, name }
  const seoPath = category.seoUrls?.[0]?.seoPathInfo
  if (seoPath) entry.seoUrls = [{ seoPathInfo: seoPath }]
  const image = top ? category.media?.url : undefined
  if (image) entry.image = image
  const children = ((category.children ?? []) as Category[]).map((child) => entryOf(child, false))
  if (children.length) entry.children = children
  const externalLink = category.translated?.externalLink ?? category.externalLink
  // 'page' is what an entry without a type is; a SEO path is the address, so the link's target is not needed.
  if (category.type && category.type !== 'page') entry.type = category.type
  if (!seoPath && category.linkType) entry.linkType = category.linkType
  if (!seoPath && category.internalLink) entry.internalLink = category.internalLink
  if (externalLink) entry.externalLink = externalLink
  if (category.linkNewTab) entry.linkNewTab = true
  return entry
}
