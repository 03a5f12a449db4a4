/** The product page: the product comes with the shell, its reviews and cross-selling stream in; add to cart updates the header count. */
import { smallestImageUrl } from '../../../shared/media'
import { useAtomValue } from 'jotai'
import { Suspense, useId, useState, type FormEvent } from 'react'
import { Await, Link, useLocation } from 'react-router'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { NumberStepper } from '../../components/ui/NumberStepper'
import { ProductPrice } from '../../components/product/PriceDetails'
import { Gallery } from '../../components/product/Gallery'
import { VariantSwitch } from '../../components/product/VariantSwitch'
import { WishlistButton } from '../../components/wishlist/WishlistButton'
import { ADD_TO_CART_PATH } from '../../../shared/constants'
import { stockState } from '../../../shared/catalog/stock'
import type { Design } from '../../components/product/Designer'
import { island } from '../../island'
import { useLocale, usePrefix, useT } from '../../i18n'
import { useAddToCartState, useCartActions } from '../../state/cart-actions'
import { sessionAtom } from '../../state/session'
import type { SeenProduct } from '../../state/last-seen'
import { contentPath } from '../../../shared/paths'
import type { CrossSellingSection, Product, ProductDetail, ProductReviews } from '../../types'
import type { ProductPageData } from '../load-context'
import { REVIEWS_PER_PAGE } from './params'

// Below the buying area, or waiting for a click: hydrated after the first render (client/island.tsx).
const Reviews = island(() => import('../../components/product/Reviews').then((m) => m.Reviews))
const ReviewForm = island(() => import('../../components/product/ReviewForm').then((m) => m.ReviewForm))
const ProductSeo = island(() => import('../../components/product/structured-data').then((m) => m.ProductSeo))
const ProductStructuredData = island(() =>
  import('../../components/product/structured-data').then((m) => m.ProductStructuredData),
)
const ProductFacts = island(() => import('../../components/product/ProductFacts').then((m) => m.ProductFacts))
const Availability = island(() => import('../../components/product/Availability').then((m) => m.Availability))
const CrossSelling = island(() => import('../../components/product/CrossSelling').then((m) => m.CrossSelling))
const LastSeen = island(() => import('../../components/layout/LastSeen').then((m) => m.LastSeen))
const Designer = island(() => import('../../components/product/Designer').then((m) => m.Designer))
const AddToShoppingList = island(() =>
  import('../../components/shopping-list/AddToShoppingList').then((m) => m.AddToShoppingList),
)
/** The designer's upload, with its code, only when the shopper made a design. */
const uploadDesign = async (design: Design) => (await import('../../components/product/Designer')).uploadDesign(design)

export default function ProductPage({ data }: { data: ProductPageData }) {
  const t = useT()
  const { pathname } = useLocation()
  const { product, configurator } = data.detail
  return (
    <>
      <ProductView product={product} configurator={configurator ?? []} />
      <Suspense fallback={<p role="status">{t('product.reviewsLoading')}</p>}>
        <Await resolve={data.reviews}>
          {(reviews: ProductReviews | null) => (
            <>
              <ProductStructuredData product={product} reviewCount={reviews?.total} />
              <Reviews
                reviews={reviews}
                average={product.ratingAverage}
                page={data.reviewPage}
                perPage={REVIEWS_PER_PAGE}
              />
            </>
          )}
        </Await>
      </Suspense>
      {/* Reviews belong to the listed product (the parent of a variant), as the list above reads them. */}
      <ReviewForm productId={product.parentId ?? product.id} />
      <Suspense fallback={null}>
        <Await resolve={data.crossSellings}>
          {(sections: CrossSellingSection[] | null) => <CrossSelling sections={sections} />}
        </Await>
      </Suspense>
      <LastSeen current={seenSnapshot(product, pathname)} exclude={product.parentId ?? product.id} />
    </>
  )
}

function ProductView({
  product,
  configurator,
}: {
  product: Product
  configurator: NonNullable<ProductDetail['configurator']>
}) {
  const t = useT()
  const locale = useLocale()
  const [design, setDesign] = useState<Design | null>(null)
  const { priceDisplay } = useAtomValue(sessionAtom)
  const name = product.translated?.name ?? product.name
  const description = product.translated?.description ?? product.description ?? ''
  return (
    <article className="product">
      <div className="product-breadcrumb">
        <Breadcrumb category={product.seoCategory?.id ?? product.categoryIds?.[0] ?? ''} current={name ?? ''} />
      </div>
      <ProductSeo product={product} />
      <Gallery product={product} name={name} />
      <div className="product-buy">
        <h1>{name}</h1>
        <p className="product-number">{t('product.productNumber', { number: product.productNumber })}</p>
        {product.manufacturer ? (
          <p>
            {t('product.manufacturer')}: {product.manufacturer.translated?.name ?? product.manufacturer.name}
          </p>
        ) : null}
        <ProductPrice product={product} taxNote={t(priceDisplay === 'net' ? 'product.taxNet' : 'product.taxGross')} />
        <Availability product={product} />
        <VariantSwitch product={product} configurator={configurator} />
        <Designer product={product} design={design} onChange={setDesign} />
        <AddToCart product={product} design={design} />
        <WishlistButton productId={product.id} />
        <AddToShoppingList productId={product.id} name={name ?? ''} />
        <ul className="product-links">
          <li>
            <Link to={contentPath('sizeChart', locale)}>{t('product.sizeChart')}</Link>
          </li>
          <li>
            <Link to={contentPath('shippingInfo', locale)}>{t('product.shippingInfo')}</Link>
          </li>
        </ul>
      </div>
      <ProductFacts product={product} />
      {description ? (
        <section className="product-description" aria-labelledby="description-heading">
          <h2 id="description-heading">{t('product.description')}</h2>
          <p>{description}</p>
        </section>
      ) : null}
    </article>
  )
}

function AddToCart({ product, design }: { product: Product; design: Design | null }) {
  const t = useT()
  const { add } = useCartActions()
  const quantityId = useId()
  const { state, track } = useAddToCartState({ added: 'product.added', failed: 'product.addToCartError' })
  const min = product.minPurchase ?? 1
  // As in Shopware, only a closeout is limited to the stock on hand; others can be ordered ahead.
  const ceiling = product.maxPurchase ?? 100
  const max = Math.max(min, product.isCloseout ? Math.min(ceiling, product.availableStock ?? 0) : ceiling)
  const [quantity, setQuantity] = useState(min)
  const soldOut = stockState(product as Parameters<typeof stockState>[0]).state === 'not-deliverable'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const quantity = Number(new FormData(event.currentTarget).get('quantity'))
    await track(async () => add(product.id, quantity, design ? await uploadDesign(design) : undefined))
  }
  return (
    <form className="add-to-cart" method="post" action={usePrefix() + ADD_TO_CART_PATH} onSubmit={submit}>
      <input type="hidden" name="productId" value={product.id} />
      <label htmlFor={quantityId}>{t('product.quantity')}</label>
      <NumberStepper
        id={quantityId}
        name="quantity"
        label={t('product.quantity')}
        value={quantity}
        onChange={setQuantity}
        min={min}
        max={max}
        step={product.purchaseSteps ?? 1}
        disabled={soldOut}
      />
      <button type="submit" className="button primary" disabled={soldOut || state === 'busy'}>
        {state === 'busy' ? t('product.adding') : t('product.addToCart')}
      </button>
    </form>
  )
}

function seenSnapshot(product: Product, path: string): SeenProduct {
  return {
    key: product.parentId ?? product.id,
    name: product.translated?.name ?? product.name ?? '',
    path,
    image: smallestImageUrl(product.cover?.media),
    price: product.calculatedPrice?.unitPrice ?? null,
  }
}
