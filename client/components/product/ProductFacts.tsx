/** A product's grouped properties, pack unit and delivery time. */
import { groupProperties } from '../../../shared/catalog/properties'
import { useT } from '../../i18n'
import type { Product } from '../../types'

export function ProductFacts({ product }: { product: Product }) {
  const t = useT()
  const groups = groupProperties(product as Parameters<typeof groupProperties>[0])
  const delivery = product.deliveryTime?.translated?.name ?? product.deliveryTime?.name
  if (!groups.length && !delivery && !product.packUnit) return null
  return (
    <section className="product-facts" aria-labelledby="facts-heading">
      <h2 id="facts-heading">{t('product.details')}</h2>
      <dl>
        {groups.map((group) => (
          <div key={group.code}>
            <dt>{group.name}</dt>
            <dd>{group.values.map((v) => v.name).join(', ')}</dd>
          </div>
        ))}
        {product.packUnit ? (
          <div>
            <dt>{t('product.packUnit')}</dt>
            <dd>{product.packUnit}</dd>
          </div>
        ) : null}
        {delivery ? (
          <div>
            <dt>{t('product.deliveryTime')}</dt>
            <dd>{delivery}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
