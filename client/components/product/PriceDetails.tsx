/** Price tiers (spec §3 labels), units with reference price, grouped properties and delivery time. */
import { effectivePrice, tierLabels } from '../../../shared/catalog/prices'
import { groupProperties } from '../../../shared/catalog/properties'
import { useT } from '../../i18n'
import type { Product } from '../../types'
import { useProductPrice } from './price'

type Price = NonNullable<Product['calculatedPrice']>

export function ProductPrice({ product, taxNote }: { product: Product; taxNote: string }) {
  const t = useT()
  const price = useProductPrice(product).format
  const tiers = (product.calculatedPrices ?? []) as Price[]
  const effective = product.calculatedPrice
    ? effectivePrice({ calculatedPrice: product.calculatedPrice as Price, calculatedPrices: tiers })
    : null
  const reference = (product.calculatedPrice as Price | undefined)?.referencePrice as
    | { price?: number; referenceUnit?: number; unitName?: string }
    | null
    | undefined
  return (
    <>
      <p className="price price-large" data-testid="product-price">
        {tiers.length > 1
          ? t('product.priceFrom', { price: price(effective?.unitPrice) })
          : price(effective?.unitPrice)}
      </p>
      <p className="tax-note">{taxNote}</p>
      {product.purchaseUnit && product.unit ? (
        <p className="units">
          {t('product.content', {
            amount: `${product.purchaseUnit} ${product.unit.translated?.name ?? product.unit.name ?? ''}`.trim(),
          })}
          {reference?.price
            ? ` (${price(reference.price)} / ${reference.referenceUnit ?? 1} ${reference.unitName ?? ''})`
            : null}
        </p>
      ) : null}
      {tiers.length > 1 ? (
        <table className="price-tiers">
          <caption>{t('product.tierPrices')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product.quantity')}</th>
              <th scope="col">{t('cart.unitPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {tierLabels(tiers, (key, values) => t(key, values)).map(({ price: tier, label }) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{price(tier.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}

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
