/**
 * "My products" (spec §2, /meine-produkte, in both locales at the same path): for a logged-in customer
 * the products they kept on the wishlist or reviewed; ordered products join once orders exist. A guest
 * sees 'You must be logged in!' with the login that comes back here.
 */
import { Link, useLoaderData } from 'react-router'
import { ProductCard } from '../../components/listing/ProductCard'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { MY_PRODUCTS_PATH, type MyProductsPageData } from './params'

export default function MyProductsPage() {
  const t = useT()
  const { loggedIn, products } = useLoaderData() as MyProductsPageData
  return (
    <section className="my-products-page" aria-labelledby="my-products-heading">
      <Seo title={t('myProducts.title')} />
      <meta name="robots" content="noindex" />
      <Breadcrumb items={[{ label: t('breadcrumb.myProducts') }]} />
      <h1 id="my-products-heading">{t('myProducts.title')}</h1>
      {!loggedIn ? (
        <>
          <p role="alert" className="message error">
            {t('myProducts.mustLogin')}
          </p>
          <p>
            <Link to={`/login?redirectTo=${encodeURIComponent(MY_PRODUCTS_PATH)}`} className="button primary">
              {t('myProducts.login')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('myProducts.intro')}</p>
          <p className="hint">{t('myProducts.ordersLater')}</p>
          {products.length === 0 ? (
            <p className="empty">{t('myProducts.empty')}</p>
          ) : (
            <ul className="product-grid">
              {products.map(({ product, wishlisted, reviewed }) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                  <p className="my-product-reasons">
                    {[wishlisted ? t('myProducts.wishlisted') : null, reviewed ? t('myProducts.reviewed') : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
