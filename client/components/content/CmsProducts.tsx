/** The CMS product slots (CmsSlot.tsx renders them as islands): one product's card, a row of them, cross-selling rows. */
import { useId } from 'react'
import { useT } from '../../i18n'
import type { Product } from '../../types'
import { ProductCard } from '../listing/ProductCard'

export function CmsProductBox({ product }: { product: Product | null }) {
  const t = useT()
  return (
    <div className="cms-element cms-product-box">
      {product ? <ProductCard product={product} /> : <p className="empty">{t('cms.productUnavailable')}</p>}
    </div>
  )
}

/** A horizontally scrolling row; the list itself takes focus so keyboards can scroll it. */
export function CmsProductSlider({ title, products }: { title?: string; products: Product[] }) {
  const t = useT()
  const headingId = useId()
  if (!products.length) return null
  return (
    <section className="cms-element cms-product-slider" aria-labelledby={headingId}>
      <h2 id={headingId}>{title || t('cms.products')}</h2>
      <ul
        className="cms-slider-track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-labelledby={headingId}
      >
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Shopware's cross-selling element: a product's cross-selling groups, each a row of cards under its name. */
export function CmsCrossSelling({ sections }: { sections: Array<{ title: string; products: Product[] }> }) {
  return (
    <div className="cms-element cms-cross-selling">
      {sections.map((section) => (
        <CmsProductSlider key={section.title} title={section.title} products={section.products} />
      ))}
    </div>
  )
}
