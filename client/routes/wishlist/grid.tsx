/**
 * The wishlist's products, each with its remove button, and the list's pages: an island of the wishlist
 * page (./page.tsx), hydrated after the first render.
 */
import { type FormEvent, useState } from 'react'
import { useLocation, useRevalidator } from 'react-router'
import { WISHLIST_PAGE_SIZE } from '../../../shared/constants'
import { ProductCard } from '../../components/listing/ProductCard'
import { Pagination } from '../../components/ui/Pagination'
import { usePrefix, useT } from '../../i18n'
import { useNumber } from '../../number'
import { useWishlistRemove } from '../../state/wishlist'
import type { Product } from '../../types'

export function WishlistGrid({ products, total, page }: { products: Product[]; total: number; page: number }) {
  const t = useT()
  const number = useNumber()
  return (
    <>
      <p className="result-count">{t('wishlist.total', { total: number(total, 0) })}</p>
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < 4} level={2} />
            <RemoveButton product={product} />
          </li>
        ))}
      </ul>
      <Pagination page={page} total={total} limit={WISHLIST_PAGE_SIZE} />
    </>
  )
}

/** Removes one product: a form POST to this page's action before hydration, the wishlist action after. */
function RemoveButton({ product }: { product: Product }) {
  const t = useT()
  const prefix = usePrefix()
  const { pathname, search } = useLocation()
  const { revalidate } = useRevalidator()
  const remove = useWishlistRemove()
  const [failed, setFailed] = useState(false)
  const name = product.translated?.name ?? product.name ?? ''
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      await remove(product.id)
      setFailed(false)
      await revalidate()
    } catch {
      setFailed(true)
    }
  }
  return (
    <form method="post" action={`${prefix}/wishlist`} onSubmit={submit} className="wishlist-remove">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button type="submit" className="button" aria-label={t('wishlist.removeItem', { name })}>
        {t('wishlist.remove')}
      </button>
      {failed ? (
        <span role="alert" className="message error">
          {t('wishlist.error')}
        </span>
      ) : null}
    </form>
  )
}
