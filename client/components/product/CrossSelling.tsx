/** Cross-selling sections (similar products, accessories) as rows of product cards. */
import type { CrossSellingSection } from '../../types'
import { ProductCard } from '../listing/ProductCard'

export function CrossSelling({ sections }: { sections: CrossSellingSection[] | null }) {
  const visible = (sections ?? []).filter((section) => section.products?.length)
  if (!visible.length) return null
  return (
    <>
      {visible.map((section) => {
        const id = `cross-selling-${section.crossSelling.id}`
        return (
          <section key={section.crossSelling.id} className="cross-selling" aria-labelledby={id}>
            <h2 id={id}>{section.crossSelling.translated?.name ?? section.crossSelling.name}</h2>
            <ul className="product-row">
              {section.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </>
  )
}
