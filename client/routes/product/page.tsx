/** The product page: the product comes with the shell, its reviews and cross-selling stream in; add to cart updates the header count. */
import { smallestImageUrl } from '../../../shared/media'
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Await, useLocation } from 'react-router'
import { Link } from '../../components/ui/Link'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { NumberStepper } from '../../components/ui/NumberStepper'
import { WishlistButton } from '../../components/wishlist/WishlistButton'
import { ADD_TO_CART_PATH } from '../../../shared/constants'
import { stockState } from '../../../shared/catalog/stock'
import type { Design } from '../../components/product/Designer'
import { island, StreamedSuspense } from '../../island'
import { usePrefix, useT } from '../../i18n'
import { useAddToCartState, useCartActions } from '../../state/cart-actions'
import type { SeenProduct } from '../../state/last-seen'
import { useContentLink } from '../../state/shop-features'
import type { CrossSellingSection, Product, ProductDetail, ProductReviews } from '../../types'
import type { ProductPageData } from '../load-context'
import { REVIEWS_PER_PAGE } from './params'
import { whileBusy } from '../../components/ui/busy'

// Hydrated after the first render (client/island.tsx): the first screen's islands from one module
// (./islands.ts), what stands below them once the shopper comes near (./below.ts), the head's tags once
// the shopper acts (./head.ts).
const later = () => import('./islands')
const below = () => import('./below')
const BELOW = { near: '.reviews, .review-write, .review-login, .cross-selling' }
const Reviews = island(() => below().then((m) => m.Reviews), BELOW)
const ReviewForm = island(() => below().then((m) => m.ReviewForm), BELOW)
const head = () => import('./head')
const ProductSeo = island(() => head().then((m) => m.ProductSeo), 'interaction')
const ProductStructuredData = island(() => head().then((m) => m.ProductStructuredData), 'interaction')
const ProductFacts = island(() => later().then((m) => m.ProductFacts))
const Availability = island(() => later().then((m) => m.Availability))
const CrossSelling = island(() => below().then((m) => m.CrossSelling), BELOW)
const LastSeen = island(() => later().then((m) => m.LastSeen))
const Designer = island(() => later().then((m) => m.Designer))
const AddToShoppingList = island(() => later().then((m) => m.AddToShoppingList))
const Gallery = island(() => later().then((m) => m.Gallery))
const ProductPrice = island(() => later().then((m) => m.ProductPrice))
const VariantSwitch = island(() => later().then((m) => m.VariantSwitch))
/** The designer's upload, only when the shopper made a design. */
const uploadDesign = async (design: Design) => (await later()).uploadDesign(design)
/** A product without variants: one array, so the switch's island keeps its props (a memo). */
const NO_GROUPS: NonNullable<ProductDetail['configurator']> = []

export default function ProductPage({ data }: { data: ProductPageData }) {
  const t = useT()
  const { pathname } = useLocation()
  const { product, configurator } = data.detail
  return (
    <>
      <ProductView product={product} configurator={configurator ?? NO_GROUPS} />
      <StreamedSuspense fallback={<p role="status">{t('product.reviewsLoading')}</p>}>
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
      </StreamedSuspense>
      {/* Reviews belong to the listed product (the parent of a variant), as the list above reads them. */}
      <ReviewForm productId={product.parentId ?? product.id} />
      <StreamedSuspense fallback={null}>
        <Await resolve={data.crossSellings}>
          {(sections: CrossSellingSection[] | null) => <CrossSelling sections={sections} />}
        </Await>
      </StreamedSuspense>
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
  const [design, setDesign] = useState<Design | null>(null)
  const name = product.translated?.name ?? product.name
  const description = product.translated?.description ?? product.description ?? ''
  return (
    <article className="product">
      <div className="product-breadcrumb">
        <Breadcrumb category={product.seoCategory?.id ?? product.categoryIds?.[0] ?? ''} current={name ?? ''} />
      </div>
      <ProductSeo product={product} />
      {/* Name, price and picture first, then the choice and the button: on a phone all of it fits the
          first screen; from 960 px the picture floats beside the rest (styles.css). */}
      <div className="product-buy">
        <h1>{name}</h1>
        <ProductPrice product={product} />
        <Gallery product={product} name={name} />
        <Availability product={product} />
        <VariantSwitch product={product} configurator={configurator} />
        <Designer product={product} design={design} onChange={setDesign} />
        <AddToCart product={product} design={design} />
        <WishlistButton productId={product.id} />
        <AddToShoppingList productId={product.id} name={name ?? ''} />
        <p className="product-number">{t('product.productNumber', { number: product.productNumber })}</p>
        {product.manufacturer ? (
          <p className="product-manufacturer">
            {t('product.manufacturer')}: {product.manufacturer.translated?.name ?? product.manufacturer.name}
          </p>
        ) : null}
        <ProductLinks />
      </div>
      <ProductFacts product={product} />
      {description ? (
        <section className="product-description" aria-labelledby="description-heading">
          <h2 id="description-heading">{t('product.description')}</h2>
          <div
            className="cms-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML made safe by the loader (components/product/description.server.ts)
            dangerouslySetInnerHTML={{ __html: description }}
          />
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

  const formId = useId()
  const form = useRef<HTMLFormElement>(null)
  const past = useScrolledPast(form)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const quantity = Number(new FormData(event.currentTarget).get('quantity'))
    await track(async () => add(product.id, quantity, design ? await uploadDesign(design) : undefined))
  }
  const label = state === 'busy' ? t('product.adding') : t('product.addToCart')
  const busy = whileBusy(state === 'busy')
  return (
    <>
      <form
        ref={form}
        id={formId}
        className="add-to-cart"
        method="post"
        action={usePrefix() + ADD_TO_CART_PATH}
        onSubmit={submit}
      >
        <input type="hidden" name="productId" value={product.id} />
        <label htmlFor={quantityId} className="add-to-cart-label">
          {t('product.quantity')}
        </label>
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
        <button type="submit" className="button primary" disabled={soldOut} {...busy}>
          {label}
        </button>
      </form>
      {/* The buy bar: once the form has scrolled away, the same button stays at hand at the bottom. It
          submits the form above (its quantity, its variant). A pointer's shortcut only: keyboard and
          screen-reader users have the form in its place, so the bar is not in their way twice. */}
      <div className="sticky-buy" aria-hidden="true" hidden={!past}>
        <span className="sticky-buy-name">{product.translated?.name ?? product.name}</span>
        <button type="submit" form={formId} className="button primary" tabIndex={-1} disabled={soldOut} {...busy}>
          {label}
        </button>
      </div>
    </>
  )
}

/** Whether the element has scrolled up out of the viewport (false until hydrated, and without IntersectionObserver). */
function useScrolledPast(element: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(([entry]) =>
      setPast(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0),
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element])
  return past
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

/** The size chart and the shipping information: the shop's own pages, a link only to those it has (decision 054). */
function ProductLinks() {
  const t = useT()
  const sizeChart = useContentLink('sizeChart')
  const shippingInfo = useContentLink('shippingInfo')
  if (!sizeChart && !shippingInfo) return null
  return (
    <ul className="product-links">
      {sizeChart ? (
        <li>
          <Link to={sizeChart}>{t('product.sizeChart')}</Link>
        </li>
      ) : null}
      {shippingInfo ? (
        <li>
          <Link to={shippingInfo}>{t('product.shippingInfo')}</Link>
        </li>
      ) : null}
    </ul>
  )
}
