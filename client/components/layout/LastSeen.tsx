/** "Recently viewed": the shopper's last-seen products, shown once the browser has read them. */
import { Link } from '../ui/Link'
import { useLocale, usePrice, useT } from '../../i18n'
import { useLastSeen, type SeenProduct } from '../../state/last-seen'

export function LastSeen({ current, exclude }: { current?: SeenProduct; exclude?: string }) {
  const t = useT()
  const price = usePrice()
  const list = (useLastSeen(useLocale(), current) ?? []).filter((p) => p.key !== exclude)
  if (!list.length) return null
  return (
    <section className="last-seen" aria-labelledby="last-seen-heading">
      <h2 id="last-seen-heading">{t('product.lastSeen')}</h2>
      <ul className="product-row compact">
        {list.map((product) => (
          <li key={product.key}>
            <Link to={product.path} className="last-seen-item">
              {product.image ? <img src={product.image} alt="" width={120} height={120} loading="lazy" /> : null}
              <span>{product.name}</span>
            </Link>
            {product.price !== null ? <p className="price">{price(product.price)}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
