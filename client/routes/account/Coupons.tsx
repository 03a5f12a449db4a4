/**
 * /account/coupon: the customer's coupons with start and residual value, and how to redeem one (in the
 * cart); on a Shopware without the shop's coupon route, a note that the shop has none.
 */
import { Link } from '../../components/ui/Link'
import { usePrice, useT } from '../../i18n'
import type { AccountCouponData } from './types'
import { Unavailable } from './Unavailable'

export function Coupons({ data }: { data: AccountCouponData }) {
  const t = useT()
  const price = usePrice()
  if (data.unavailable)
    return (
      <div className="account-coupons">
        <Unavailable title={t('account.coupon.title')} text={t('account.coupon.unavailable')} />
      </div>
    )
  return (
    <div className="account-coupons">
      <h2 id="account-heading">{t('account.coupon.title')}</h2>
      {data.coupons.length === 0 ? (
        <p>{t('account.coupon.empty')}</p>
      ) : (
        <table className="coupon-table">
          <caption className="visually-hidden">{t('account.coupon.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.coupon.code')}</th>
              <th scope="col">{t('account.coupon.startValue')}</th>
              <th scope="col">{t('account.coupon.residualValue')}</th>
            </tr>
          </thead>
          <tbody>
            {data.coupons.map((coupon) => (
              <tr key={coupon.code}>
                <th scope="row">
                  <code data-testid="coupon-code">{coupon.code}</code>
                </th>
                <td>{price(coupon.startValue)}</td>
                <td data-testid="coupon-residual">{price(coupon.residualValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <section className="account-card" aria-labelledby="coupon-redeem">
        <h3 id="coupon-redeem">{t('account.coupon.redeemTitle')}</h3>
        <p>{t('account.coupon.redeemHint')}</p>
        <Link to="/checkout/cart">{t('account.coupon.toCart')}</Link>
      </section>
    </div>
  )
}
