/** A listing's products as a grid, with the count and the page links. */
import { LISTING_LIMIT } from '../../../shared/constants'
import { useT } from '../../i18n'
import { useCount } from '../../count'
import type { ProductListing } from '../../types'
import { Pagination } from '../ui/Pagination'
import { ProductCard } from './ProductCard'

export function ProductGrid({
  listing,
  page,
  emptyText,
}: {
  listing: ProductListing
  page: number
  emptyText: string
}) {
  const t = useT()
  const count = useCount()
  const products = listing.elements ?? []
  if (!products.length) return <p className="empty">{emptyText}</p>
  return (
    <>
      <p className="result-count">{t('listing.products', { total: count(listing.total ?? products.length) })}</p>
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < 4} level={2} />
          </li>
        ))}
      </ul>
      <Pagination page={page} total={listing.total ?? 0} limit={listing.limit ?? LISTING_LIMIT} />
    </>
  )
}

/** What a listing shows while its products stream in. */
export function GridSkeleton({ label }: { label: string }) {
  return (
    <div className="grid-skeleton" role="status" aria-live="polite">
      {label}
    </div>
  )
}
