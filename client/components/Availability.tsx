/** The stock state of a product in the shopper's words (spec §4 stock statuses). */
import { useT } from '../i18n'
import type { Product } from '../types'

/** Below this many units the shop says "only N in stock". */
export const FEW_IN_STOCK = 5

export function Availability({ product }: { product: Product }) {
  const t = useT()
  const stock = product.availableStock ?? product.stock ?? 0
  if (!product.available || stock <= 0) return <p className="availability out">{t('product.outOfStock')}</p>
  if (stock <= FEW_IN_STOCK) return <p className="availability few">{t('product.fewInStock', { count: stock })}</p>
  return <p className="availability in">{t('product.inStock')}</p>
}
