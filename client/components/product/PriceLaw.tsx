/**
 * What German price law asks beside a price, wherever one is shown: the unit price (Grundpreis, PAngV
 * §4) of goods sold by quantity, and a former price only with the lowest price of the last 30 days
 * (PAngV §11). Amounts go through `format`, so they follow the shopper's net or gross display.
 */
import { reductionOf, type LawfulPrice, unitPriceOf } from '../../../shared/catalog/prices'
import { textWithSlots } from '../../../shared/i18n'
import { legalPath } from '../../../shared/legal'
import { useLocale, useT } from '../../i18n'
import { useNumber } from '../../number'

type Format = (amount: number | null | undefined) => string

/** "2,00 € / 1 Paar", or nothing for a product sold by the piece. */
export function UnitPrice({ price, format }: { price: LawfulPrice | null | undefined; format: Format }) {
  const t = useT()
  const number = useNumber()
  const unit = unitPriceOf(price)
  if (!unit) return null
  return (
    <span className="unit-price" data-testid="unit-price">
      {t('price.unitPrice', {
        price: format(unit.price),
        unit: `${number(unit.referenceUnit)} ${unit.unitName}`.trim(),
      })}
    </span>
  )
}

/** The former price struck through and the lowest price of the last 30 days, or nothing. */
export function Reduction({ price, format }: { price: LawfulPrice | null | undefined; format: Format }) {
  const t = useT()
  const reduction = reductionOf(price)
  if (!reduction) return null
  return (
    <span className="reduction" data-testid="price-reduction">
      <span className="visually-hidden">{t('price.formerly')} </span>
      <s>{format(reduction.listPrice)}</s>{' '}
      <span className="lowest-price">{t('price.lowest30', { price: format(reduction.lowest) })}</span>
    </span>
  )
}

/**
 * "inkl. MwSt., zzgl. Versand" (or "zzgl. MwSt., zzgl. Versand" for net prices) with "Versand" a link to
 * the payment and shipping terms, where the shipping costs are named; `footer`: the footer's sentence
 * about all prices.
 * @example <TaxNote net={false} />
 */
export function TaxNote({ net, footer = false }: { net: boolean; footer?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const key = footer ? (net ? 'footer.pricesNet' : 'footer.prices') : net ? 'product.taxNet' : 'product.taxGross'
  const [before, , after] = textWithSlots(t, key, ['shipping'])
  return (
    <>
      {before}
      <a href={legalPath('payment-shipping', locale)}>{t('price.shipping')}</a>
      {after}
    </>
  )
}
