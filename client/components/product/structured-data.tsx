/** What crawlers read of a product page: its meta description and schema.org Product with Offer and rating. */
import { absoluteUrl } from '../../../shared/media'
import { useRouteLoaderData } from 'react-router'
import { CURRENCY } from '../../../shared/constants'
import { stockState, type StockState } from '../../../shared/catalog/stock'
import type { Translate } from '../../../shared/i18n'
import { useT } from '../../i18n'
import type { Product, RootData } from '../../types'
import { metaDescription } from '../content/html'
import { JsonLd, Seo, useCanonicalUrl } from '../ui/seo-tags'
import { useProductPrice } from './price'

const nameOf = (product: Product) => product.translated?.name ?? product.name ?? ''
const makerOf = (product: Product) => product.manufacturer?.translated?.name ?? product.manufacturer?.name

/**
 * The product's own description cut to a snippet; without one a sentence naming product, maker and price.
 * @example productDescription(product, t, '89,90 €') // 'Softshelljacke Nordkap von Rheinland Safety für 89,90 € bei …'
 */
export function productDescription(product: Product, t: Translate, price: string): string {
  const own = metaDescription(product.translated?.description ?? product.description)
  if (own) return own
  const maker = makerOf(product)
  const params = { name: nameOf(product), manufacturer: maker ?? '', price, shop: t('meta.shopName') }
  return metaDescription(t(maker ? 'seo.productDescription' : 'seo.productDescriptionNoMaker', params))
}

/** schema.org availability for each stock state, so search results show the same thing the page says. */
const SCHEMA_AVAILABILITY: Record<StockState['state'], string> = {
  'in-stock': 'InStock',
  'few-in-stock': 'LimitedAvailability',
  'at-manufacturer': 'BackOrder',
  'expected-at-supplier': 'BackOrder',
  'available-from': 'PreOrder',
  'not-deliverable': 'OutOfStock',
}

/**
 * schema.org Product: an Offer (price, currency, availability, url, seller) and, once reviewed, an
 * AggregateRating over `reviewCount` reviews (unknown while the reviews could not be read: then none).
 */
export function ProductStructuredData({ product, reviewCount }: { product: Product; reviewCount?: number }) {
  const t = useT()
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? ''
  const url = useCanonicalUrl() ?? undefined
  const state = stockState(product as Parameters<typeof stockState>[0])
  const maker = makerOf(product)
  const rating = product.ratingAverage
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: nameOf(product),
        sku: product.productNumber,
        ...(product.ean ? { gtin13: product.ean } : {}),
        ...(url ? { url } : {}),
        description: metaDescription(product.translated?.description ?? product.description) || undefined,
        image: product.cover?.media?.url ? [absoluteUrl(product.cover.media.url, origin)] : undefined,
        brand: maker ? { '@type': 'Brand', name: maker } : undefined,
        offers: {
          '@type': 'Offer',
          ...(url ? { url } : {}),
          price: (product.calculatedPrice?.unitPrice ?? 0).toFixed(2),
          priceCurrency: CURRENCY,
          availability: `https://schema.org/${SCHEMA_AVAILABILITY[state.state]}`,
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: t('meta.shopName') },
        },
        ...(reviewCount && rating
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Number(rating.toFixed(1)),
                reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      }}
    />
  )
}

/** The product page's head tags: its title and the description above (an island of the product page). */
export function ProductSeo({ product }: { product: Product }) {
  const t = useT()
  const price = useProductPrice(product).format
  return (
    <Seo
      title={nameOf(product)}
      description={productDescription(product, t, price(product.calculatedPrice?.unitPrice))}
    />
  )
}
