/**
 * A product in a listing: picture, name, price (net or gross, labelled), availability, a quick add for a
 * product with nothing to choose, the wishlist and shopping-list buttons; links to the product's path.
 */
import { useId } from 'react'
import { Link } from '../ui/Link'
import { productPath } from '../../../shared/paths'
import { useT } from '../../i18n'
import type { Product } from '../../types'
import { Availability } from '../product/Availability'
import { Reduction, UnitPrice } from '../product/PriceLaw'
import { useProductPrice } from '../product/price'
import { unitPriceOf } from '../../../shared/catalog/prices'
import { ProductImage } from '../ui/ProductImage'
import { AddToShoppingList } from '../shopping-list/AddToShoppingList'
import { WishlistButton } from '../wishlist/WishlistButton'
import { stockState } from '../../../shared/catalog/stock'
// Hydrated with the card, as its other buttons: the shopper's first click stays on the list.
import { QuickAdd } from './QuickAdd'
import { isSimpleProduct } from '../../../shared/store-api/variant'

/** Whether a card puts the product in the cart as it is: a simple product that can be bought now. */
export const quickAddable = (product: Product) =>
  isSimpleProduct(product) && stockState(product as Parameters<typeof stockState>[0]).state !== 'not-deliverable'

/**
 * `level` is the name's heading level: 2 where the cards sit right below the page's h1 (listings, the
 * wishlist), 3 below a section's h2. The picture is decorative: the link's name is the product's name.
 */
export function ProductCard({
  product,
  eager = false,
  level = 3,
}: {
  product: Product
  eager?: boolean
  level?: 2 | 3
}) {
  const t = useT()
  const price = useProductPrice(product)
  const name = product.translated?.name ?? product.name
  const nameId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className="product-card">
      <Link to={productPath(product)} className="product-card-link">
        <ProductImage media={product.cover?.media} alt="" sizes="(min-width: 960px) 25vw, 50vw" eager={eager} />
        <Heading className="product-card-name" id={nameId}>
          {name}
        </Heading>
      </Link>
      <p className="price">
        <span className="current-price">{price.format(product.calculatedPrice?.totalPrice)}</span>{' '}
        <span className="tax-label">{price.label}</span>{' '}
        <Reduction price={product.calculatedPrice} format={price.format} />
      </p>
      {unitPriceOf(product.calculatedPrice) ? (
        <p className="card-unit-price">
          <UnitPrice price={product.calculatedPrice} format={price.format} />
        </p>
      ) : null}
      <Availability product={product} />
      {product.shippingFree ? <p className="badge">{t('product.shippingFree')}</p> : null}
      {/* At the card's foot: cards in a row share its height, so their buttons line up. */}
      <div className="product-card-actions">
        {quickAddable(product) ? (
          <QuickAdd productId={product.id} quantity={product.minPurchase ?? 1} describedBy={nameId} />
        ) : null}
        <WishlistButton productId={product.id} describedBy={nameId} compact />
        <AddToShoppingList productId={product.id} name={name ?? ''} describedBy={nameId} compact />
      </div>
    </article>
  )
}
