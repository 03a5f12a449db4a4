/** The stock state of a product in the shopper's words: the six states of spec §4. */
import { stockState } from '../../../shared/catalog/stock'
import { useLocale, useT } from '../../i18n'
import type { Product } from '../../types'

export function Availability({ product }: { product: Product }) {
  const t = useT()
  const locale = useLocale()
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
    case 'available-from': {
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(state.date))
      return <p className="availability few">{t('product.availableFrom', { date })}</p>
    }
    default:
      return <p className="availability out">{t('product.outOfStock')}</p>
  }
}
