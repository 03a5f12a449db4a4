/**
 * "My products" (/meine-produkte, in both locales at the same path): for a logged-in customer
 * the products they ordered before, each with "buy again", and those they kept on the wishlist or
 * reviewed. A guest sees 'You must be logged in!' with the login that comes back here.
 */
import { useLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { ProductCard } from '../../components/listing/ProductCard'
import { QuickAdd } from '../../components/listing/QuickAdd'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { ProductImage } from '../../components/ui/ProductImage'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { DayText } from '../../date'
import type { OrderedProduct } from '../account/types'
import { MY_PRODUCTS_PATH, type MyProductsPageData } from './params'
import './my-products.css'
import { productIdPath } from '../../../shared/paths'

export default function MyProductsPage() {
  const t = useT()
  const { loggedIn, products, ordered } = useLoaderData() as MyProductsPageData
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
          {ordered.length ? <Ordered products={ordered} /> : null}
          {products.length === 0 && ordered.length === 0 ? (
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

/** The products of the customer's orders, newest first, each as its order line named it, with "buy again". */
function Ordered({ products }: { products: OrderedProduct[] }) {
  const t = useT()
  return (
    <section aria-labelledby="my-products-ordered">
      <h2 id="my-products-ordered">{t('myProducts.orderedTitle')}</h2>
      <ul className="ordered-products">
        {products.map((product) => (
          <li key={product.productId} className="ordered-product">
            <ProductImage media={product.cover} alt="" sizes="120px" />
            <div>
              <h3>
                <Link to={productIdPath(product.productId)}>{product.label}</Link>
              </h3>
              {product.productNumber ? (
                <p className="field-hint">{t('account.order.productNumber', { number: product.productNumber })}</p>
              ) : null}
              <p>
                <DayText iso={product.orderedAt} text="myProducts.orderedOn" />
              </p>
              <BuyAgain product={product} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The notifications of "Erneut kaufen". */
const BUY_AGAIN = { added: 'myProducts.added', failed: 'myProducts.addError' }

/** "Buy again": a one-button add-to-cart form for the exact variant bought (components/listing/QuickAdd). */
function BuyAgain({ product }: { product: OrderedProduct }) {
  const t = useT()
  return (
    <QuickAdd
      productId={product.productId}
      quantity={1}
      className="buy-again"
      label={t('myProducts.buyAgain')}
      ariaLabel={t('myProducts.buyAgainLabel', { name: product.label })}
      messages={BUY_AGAIN}
    />
  )
}
