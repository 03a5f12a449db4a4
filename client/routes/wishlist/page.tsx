/**
 * The wishlist page: 15 products a page with remove buttons. A customer's page comes with
 * the loader; a guest's ids are in local storage, so the browser reads those products after mount.
 */
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { WISHLIST_PAGE_SIZE } from '../../../shared/constants'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { island, loadIslands } from '../../island'
import { languageIdAtom, sessionAtom } from '../../state/session'
import { browserStoreApi } from '../../state/store-api'
import { wishlistAtom, wishlistOwnerAtom } from '../../state/wishlist-atoms'
import type { Product } from '../../types'
import type { WishlistPageData } from './params'

// The products with their remove buttons and the pages: a customer's come in the worker's HTML and
// hydrate after the first render (client/island.tsx); a guest's are drawn once read, with this code.
const WishlistGrid = island(() => import('./grid').then((m) => m.WishlistGrid))

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
        <WishlistGrid products={products} total={total} page={data.page} />
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
        // A failed read empties the list.
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
    // The list's code comes with the products (shown together, no empty moment between them).
    const code = loadIslands().catch(() => undefined)
    browserStoreApi(languageId)
      .invoke('readProduct post /product', { body: { ids: wanted, limit: wanted.length } as Record<string, unknown> })
      .then(
        async (result) => {
          const found = new Map(((result.elements ?? []) as Product[]).map((p) => [p.id, p]))
          await code
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
