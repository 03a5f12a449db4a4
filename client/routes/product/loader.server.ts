/** Product page data: the product (or a chosen sibling variant), awaited; its reviews and cross-selling, deferred. */
import { isUuid } from '../../../shared/ids'
import { canonicalPaths, DETAIL_ROUTE } from '../../../shared/store-api/seo'
import { foundVariantId } from '../../../shared/store-api/variant'
import type { CrossSellingSection, ProductDetail } from '../../types'
import { productCard } from '../listing/card.server'
import { productDetailView } from './detail-view.server'
import { CROSS_SELLING_INCLUDES, PRODUCT_DETAIL_INCLUDES, REVIEW_INCLUDES } from '../listing/includes'
import type { EntityPageData, LoaderArgs, AppLoadContext, ProductPageData } from '../load-context'
import { notFound, positiveIntParam } from '../loader-utils.server'
import type { LoaderMap } from '../table'
import { chosenOptions, REVIEWS_PARAM, REVIEWS_PER_PAGE, SWITCHED_PARAM } from './params'
import { productIdPath } from '../../../shared/paths'

/** /detail/{id}: the platform's fallback path. The product itself decides the status. */
export async function productLoader({ request, params, context }: LoaderArgs): Promise<EntityPageData> {
  const id = params.productId ?? ''
  if (!isUuid(id)) throw notFound()
  const detail = await productDetail(context, id)
  if (!detail) throw notFound()
  const alternates = await canonicalPaths(
    context.apiFor,
    { routeName: DETAIL_ROUTE, foreignKey: detail.product.id },
    productIdPath(id),
  )
  const data = await productPageData(context, detail.product.id, new URL(request.url), detail)
  if (!data) throw notFound()
  return { ...data, alternates }
}

export const loaders = { product: productLoader } satisfies LoaderMap

/**
 * Everything a product page shows. The product (or a chosen sibling variant) is awaited: the page cannot
 * render without it, and a product that is gone must answer 404; its title, description and
 * canonical then go out in the head with the shell. Reviews and cross-selling stream in after it, as promises
 * that never reject. Chosen options (`?o=…`) select a sibling variant through find-variant; a
 * combination that does not exist keeps the product. Null when there is no product to show.
 */
export async function productPageData(
  context: AppLoadContext,
  productId: string,
  url: URL,
  loaded?: ProductDetail,
): Promise<Omit<ProductPageData, 'alternates'> | null> {
  const main = loaded ? Promise.resolve(loaded) : productDetail(context, productId)
  const options = chosenOptions(url.searchParams).filter(isUuid)
  const switched = url.searchParams.get(SWITCHED_PARAM)
  const detail = options.length
    ? main.then(async (own) => {
        if (!own) return null
        const variantId = await findVariant(
          context,
          own.product.parentId ?? own.product.id,
          options,
          isUuid(switched) ? switched : undefined,
        )
        return variantId && variantId !== own.product.id ? ((await productDetail(context, variantId)) ?? own) : own
      })
    : main
  const reviewPage = positiveIntParam(url, [REVIEWS_PARAM])
  const reviewsOf = detail.then((d) => (d ? reviews(context, d.product.parentId ?? d.product.id, reviewPage) : null))
  const crossSellingsOf = detail.then((d) => (d ? crossSellings(context, d.product.id) : null))
  const shown = await detail
  if (!shown) return null
  return {
    kind: 'product',
    id: productId,
    detail: shown,
    reviews: reviewsOf,
    reviewPage,
    crossSellings: crossSellingsOf,
  }
}

export function productDetail(context: AppLoadContext, productId: string): Promise<ProductDetail | null> {
  return (
    context.api.invoke('readProductDetail post /product/{productId}', {
      pathParams: { productId },
      body: { includes: PRODUCT_DETAIL_INCLUDES },
    }) as Promise<ProductDetail>
  )
    .then(productDetailView)
    .catch(() => null)
}

function reviews(context: AppLoadContext, productId: string, page: number) {
  return context.api
    .invoke('readProductReviews post /product/{productId}/reviews', {
      pathParams: { productId },
      body: {
        p: page,
        limit: REVIEWS_PER_PAGE,
        sort: [{ field: 'createdAt', order: 'DESC' }],
        'total-count-mode': 'exact',
        includes: REVIEW_INCLUDES,
      },
    })
    .catch(() => null) as Promise<ProductPageData['reviews'] extends Promise<infer R> ? R : never>
}

function crossSellings(context: AppLoadContext, productId: string) {
  return context.api
    .invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
      pathParams: { productId },
      body: { includes: CROSS_SELLING_INCLUDES },
    })
    .then((sections) => (sections as CrossSellingSection[]).map(crossSellingCards))
    .catch(() => null) as Promise<ProductPageData['crossSellings'] extends Promise<infer R> ? R : never>
}

/** A cross-selling section: its name, and its products as cards. */
const crossSellingCards = ({ crossSelling, products, total }: CrossSellingSection): CrossSellingSection => ({
  crossSelling: {
    id: crossSelling.id,
    name: crossSelling.translated?.name ?? crossSelling.name,
  } as CrossSellingSection['crossSelling'],
  products: (products ?? []).map((product) => productCard(product)),
  total,
})

async function findVariant(
  context: AppLoadContext,
  parentId: string,
  options: string[],
  switchedGroup?: string,
): Promise<string | null> {
  const found = (await context.api
    .invoke('searchProductVariantIds post /product/{productId}/find-variant', {
      pathParams: { productId: parentId },
      body: { options, ...(switchedGroup ? { switchedGroup } : {}) },
    })
    .catch(() => null)) as unknown
  return foundVariantId(found)
}
