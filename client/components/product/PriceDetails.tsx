/** Price tiers (labelled 'to N', the last 'from N'), units with reference price. */
import { effectivePrice, tierLabels, unitPriceOf } from '../../../shared/catalog/prices'
import { Reduction, TaxNote, UnitPrice } from './PriceLaw'
import { useT } from '../../i18n'
import { useNumber } from '../../number'
import type { Product } from '../../types'
import { useProductPrice } from './price'

type Price = NonNullable<Product['calculatedPrice']>

/** The price as the shopper's session shows it (net for business customers), with its tax note. */
export function ProductPrice({ product }: { product: Product }) {
  const t = useT()
  const number = useNumber()
  const { format: price, net } = useProductPrice(product)
  const tiers = (product.calculatedPrices ?? []) as Price[]
  const effective = product.calculatedPrice
    ? effectivePrice({ calculatedPrice: product.calculatedPrice as Price, calculatedPrices: tiers })
    : null
  return (
    <>
      <p className="price price-large" data-testid="product-price">
        <span className="current-price">
          {tiers.length > 1
            ? t('product.priceFrom', { price: price(effective?.unitPrice) })
            : price(effective?.unitPrice)}
        </span>{' '}
        <Reduction price={product.calculatedPrice as Price | undefined} format={price} />
      </p>
      <p className="tax-note">
        <TaxNote net={net} />
      </p>
      {product.purchaseUnit && product.unit ? (
        <p className="units">
          {t('product.content', {
            amount:
              `${number(product.purchaseUnit)} ${product.unit.translated?.name ?? product.unit.name ?? ''}`.trim(),
          })}
          {unitPriceOf(product.calculatedPrice as Price | undefined) ? (
            <>
              {' ('}
              <UnitPrice price={product.calculatedPrice as Price | undefined} format={price} />)
            </>
          ) : null}
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
