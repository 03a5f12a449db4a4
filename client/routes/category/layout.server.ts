/**
 * A category's own CMS layout (Shopware's category.cmsPage): read with the category route beside the
 * listing, shaped for the page by components/content/cms-view.server.ts. A category without one, or whose
 * layout shows nothing but its listing, keeps the listing page as it is (undefined here).
 */
import type { CmsPage } from '../../../shared/store-api/content'
import { createTranslator } from '../../../shared/i18n'
import { loadDictionary } from '../../../shared/i18n/dictionaries'
import { cmsLayoutView } from '../../components/content/cms-view.server'
import type { Category } from '../../types'
import { LANDING_PAGE_INCLUDES, PRODUCT_CARD_INCLUDES } from '../listing/includes'
import type { AppLoadContext } from '../load-context'
import { navigationEntry } from '../navigation.server'
import type { CategoryLayout } from './types'

/**
 * What the layout's renderers read (cms-view.server.ts): the CMS entities as a landing page's, products as
 * cards plus what a buy box and a description element show, reviews, manufacturers' logos and links. The
 * product-listing element's own listing is left out: the page reads the listing with its filters from
 * the URL itself (routes/listing/listing.server.ts), as it does without a layout.
 */
export const CATEGORY_LAYOUT_INCLUDES = {
  ...LANDING_PAGE_INCLUDES,
  category: ['id', 'cmsPage'],
  product: [
    ...PRODUCT_CARD_INCLUDES.product,
    'description',
    'productNumber',
    'minPurchase',
    'maxPurchase',
    'purchaseSteps',
    'childCount',
    'ratingAverage',
  ],
  product_review: ['points', 'title', 'content'],
  product_cross_selling: ['id', 'name', 'translated'],
  product_manufacturer: ['id', 'name', 'translated', 'media', 'link'],
  cms_product_listing: ['apiAlias'],
}

/** The category's layout as its page renders it; undefined without one, or when the read fails (never throws). */
export async function categoryLayout(context: AppLoadContext, id: string): Promise<CategoryLayout | undefined> {
  const category = (await context.api
    .invoke('readCategory post /category/{navigationId}', {
      pathParams: { navigationId: id },
      body: { includes: CATEGORY_LAYOUT_INCLUDES },
    })
    .catch(() => null)) as (Category & { cmsPage?: CmsPage | null }) | null
  const page = category?.cmsPage
  if (!page?.sections?.length) return undefined
  const navigation = await context.mainNavigation().catch(() => [])
  const view = await cmsLayoutView(page, {
    locale: context.locale,
    t: createTranslator(context.locale, loadDictionary(context.locale)),
    navigation: navigation.map(navigationEntry),
    categoryId: id,
  }).catch(() => null)
  return view ?? undefined
}
