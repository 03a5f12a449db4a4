/** A product in a listing: picture, name, price (net or gross, labelled), availability, the wishlist button; links to the product's path. */
import { useId } from 'react'
import { Link } from 'react-router'
import { productPath } from '../../../shared/paths'
import { useT } from '../../i18n'
import type { Product } from '../../types'
import { Availability } from '../product/Availability'
import { useProductPrice } from '../product/price'
import { ProductImage } from '../ui/ProductImage'
import { AddToShoppingList } from '../shopping-list/AddToShoppingList'
import { WishlistButton } from '../wishlist/WishlistButton'

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const t = useT()
  const price = useProductPrice(product)
  const name = product.translated?.name ?? product.name
  const nameId = useId()
  return (
    <article className="product-card">
      <Link to={productPath(product)} className="product-card-link">
        <ProductImage media={product.cover?.media} alt={name} sizes="(min-width: 960px) 25vw, 50vw" eager={eager} />
        <h3 className="product-card-name" id={nameId}>
          {name}
        </h3>
      </Link>
      <p className="price">
        {price.format(product.calculatedPrice?.totalPrice)} <span className="tax-label">{price.label}</span>
      </p>
      <Availability product={product} />
      <WishlistButton productId={product.id} describedBy={nameId} compact />
      <AddToShoppingList productId={product.id} name={name ?? ''} describedBy={nameId} compact />
      {product.shippingFree ? <p className="badge">{t('product.shippingFree')}</p> : null}
    </article>
  )
}
