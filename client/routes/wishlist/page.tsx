/**
 * The wishlist page (spec §2, §4): 15 products a page with remove buttons. A customer's page comes with
 * the loader; a guest's ids are in local storage, so the browser reads those products after mount.
 */
import { useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useLoaderData, useLocation, useRevalidator } from 'react-router'
import { WISHLIST_PAGE_SIZE } from '../../../shared/constants'
import { ProductCard } from '../../components/listing/ProductCard'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Pagination } from '../../components/ui/Pagination'
import { Seo } from '../../components/ui/Seo'
import { usePrefix, useT } from '../../i18n'
import { languageIdAtom, sessionAtom } from '../../state/session'
import { browserStoreApi } from '../../state/store-api'
import { useWishlistRemove, wishlistAtom, wishlistOwnerAtom } from '../../state/wishlist'
import type { Product } from '../../types'
import type { WishlistPageData } from './params'

export default function WishlistPage() {
  const t = useT()
  const data = useLoaderData() as WishlistPageData
  const guest = useGuestProducts(!data.customer, data.page)
  const fresh = useCustomerProducts(data)
  const products = data.customer ? (fresh?.products ?? data.products) : guest.products
  const total = data.customer ? (fresh?.total ?? data.total) : guest.total
  return (
    <section className="wishlist-page" aria-labelledby="wishlist-heading">
      <Seo title={t('wishlist.title')} />
      <meta name="robots" content="noindex" />
      <Breadcrumb items={[{ label: t('breadcrumb.wishlist') }]} />
      <h1 id="wishlist-heading">{t('wishlist.title')}</h1>
      {products === null ? (
        <p role="status">{t('wishlist.loading')}</p>
      ) : products.length === 0 ? (
        <div className="empty">
          <p>{t('wishlist.empty')}</p>
          <p>{t('wishlist.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="result-count">{t('wishlist.total', { total })}</p>
          <ul className="product-grid">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < 4} level={2} />
                <RemoveButton product={product} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} total={total} limit={WISHLIST_PAGE_SIZE} />
        </>
      )}
      {data.customer ? null : (
        <p className="hint">
          <Link to={`/login?redirectTo=${encodeURIComponent('/wishlist')}`}>{t('wishlist.loginHint')}</Link>
        </p>
      )}
    </section>
  )
}

/**
 * A customer's page read before the list changed (the merge after login runs once the session is known;
 * a button elsewhere on the page): once the atom holds this customer's server list and it differs from
 * what the page was read with, this page of the list is read again through /store-api. Null while the
 * loader's page is current.
 */
function useCustomerProducts(data: WishlistPageData): { products: Product[]; total: number } | null {
  const ids = useAtomValue(wishlistAtom)
  const owner = useAtomValue(wishlistOwnerAtom)
  const customerId = useAtomValue(sessionAtom).customer?.id
  const languageId = useAtomValue(languageIdAtom)
  const [fresh, setFresh] = useState<{ products: Product[]; total: number; key: string } | null>(null)
  // The server list as the atom knows it; null until the atom holds this customer's list.
  const key = data.customer && ids && owner && owner === customerId ? [...ids].sort().join(',') : null
  // The loader's page covers one page only, so it is compared by count; a reread by the whole list.
  const stale = key !== null && (fresh ? fresh.key !== key : ids!.length !== data.total)
  useEffect(() => {
    if (!stale || key === null) return
    let current = true
    browserStoreApi(languageId)
      .invoke('readCustomerWishlist post /customer/wishlist', {
        body: { page: data.page, limit: WISHLIST_PAGE_SIZE, 'total-count-mode': 'exact' } as Record<string, unknown>,
      })
      .then(
        (result) => ({ products: (result.products?.elements ?? []) as Product[], total: result.products?.total ?? 0 }),
        // A failed read empties the list (spec §4).
        () => ({ products: [], total: 0 }),
      )
      .then((page) => {
        if (current) setFresh({ ...page, key })
      })
    return () => {
      current = false
    }
  }, [stale, key, data.page, languageId])
  return fresh
}

/** A guest's products of this page, read by id through /store-api once the local list is known. */
function useGuestProducts(guest: boolean, page: number): { products: Product[] | null; total: number } {
  const ids = useAtomValue(wishlistAtom)
  const languageId = useAtomValue(languageIdAtom)
  const [products, setProducts] = useState<Product[] | null>(null)
  const pageIds = (ids ?? []).slice((page - 1) * WISHLIST_PAGE_SIZE, page * WISHLIST_PAGE_SIZE)
  const key = guest && ids ? pageIds.join(',') : null
  useEffect(() => {
    if (key === null) return
    if (!key) {
      setProducts([])
      return
    }
    let current = true
    const wanted = key.split(',')
    browserStoreApi(languageId)
      .invoke('readProduct post /product', { body: { ids: wanted, limit: wanted.length } as Record<string, unknown> })
      .then(
        (result) => {
          const found = new Map(((result.elements ?? []) as Product[]).map((p) => [p.id, p]))
          // Kept in the order the shopper added them; a product gone from the catalog drops out.
          if (current) setProducts(wanted.flatMap((id) => found.get(id) ?? []))
        },
        () => current && setProducts([]),
      )
    return () => {
      current = false
    }
  }, [key, languageId])
  return { products: key === null ? null : products, total: ids?.length ?? 0 }
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
