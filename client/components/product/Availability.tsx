/** The stock state of a product in the shopper's words: one of the six of `StockState` (shared/catalog/stock.ts). */
import { stockState } from '../../../shared/catalog/stock'
import type { DayTextProps } from '../../date'
import { useT } from '../../i18n'
import { island } from '../../island'
import type { Product } from '../../types'

/**
 * client/date.ts's DayText, declared here again: product cards are on most first visits, and DayText's
 * own declaration is a file of its own there (it serves many pages' chunks), 0.3 KB with its request.
 */
const DayText = island<DayTextProps>(() => import('../ui/day-text').then((m) => m.DayText))

export function Availability({ product }: { product: Product }) {
  const t = useT()
  const state = stockState(product as Parameters<typeof stockState>[0])
  switch (state.state) {
    case 'in-stock':
      return <p className="availability in">{t('product.inStock')}</p>
    case 'few-in-stock':
      return <p className="availability few">{t('product.fewInStock', { count: state.count })}</p>
    case 'at-manufacturer':
      return <p className="availability few">{t('product.atManufacturer')}</p>
    case 'expected-at-supplier':
      return <p className="availability few">{t('product.expectedAtSupplier')}</p>
    case 'available-from':
      return (
        <p className="availability few">
          <DayText iso={state.date} style="long" zone="UTC" text="product.availableFrom" />
        </p>
      )
    default:
      return <p className="availability out">{t('product.outOfStock')}</p>
  }
}
