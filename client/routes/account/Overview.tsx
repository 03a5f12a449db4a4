/** /account: personal data, default addresses, default payment method and newsletter state at a glance, each with its page's link. */
import type { ReactNode } from 'react'
import { Link } from '../../components/ui/Link'
import { useT } from '../../i18n'
import { AddressBlock, salutationOf } from './AddressBlock'
import { OrderSummary } from './Orders'
import type { AccountOverviewData } from './types'

export function Overview({ data }: { data: AccountOverviewData }) {
  const t = useT()
  const { customer, billingAddress, shippingAddress, paymentMethod, newsletter, latestOrder } = data
  return (
    <div className="account-overview">
      <h2 id="account-heading">{t('account.overview.title')}</h2>
      <p>{t('account.overview.greeting', { name: `${customer.firstName} ${customer.lastName}` })}</p>
      <section aria-labelledby="overview-latest-order" className="account-latest-order">
        <h3 id="overview-latest-order">{t('account.order.latest')}</h3>
        {latestOrder ? <OrderSummary order={latestOrder} level={4} /> : <p>{t('account.order.empty')}</p>}
        <Link to="/account/order">{t('account.order.allOrders')}</Link>
      </section>
      <div className="account-cards">
        <Card
          id="overview-personal"
          title={t('account.overview.personalData')}
          link="/account/profile"
          linkText={t('account.overview.editProfile')}
        >
          <p>
            {[salutationOf(customer.salutation), customer.title, customer.firstName, customer.lastName]
              .filter(Boolean)
              .join(' ')}
            <br />
            {customer.email}
          </p>
          {customer.accountType === 'business' ? (
            <p>
              {customer.company}
              {customer.vatIds?.length ? (
                <>
                  <br />
                  {t('account.field.vatId')}: {customer.vatIds.join(', ')}
                </>
              ) : null}
            </p>
          ) : null}
        </Card>
        <Card
          id="overview-payment"
          title={t('account.overview.defaultPayment')}
          link="/account/payment"
          linkText={t('account.overview.editPayment')}
        >
          <p>
            {paymentMethod ? (paymentMethod.translated?.name ?? paymentMethod.name) : t('account.overview.noPayment')}
          </p>
        </Card>
        <Card
          id="overview-billing"
          title={t('account.overview.defaultBilling')}
          link="/account/address"
          linkText={t('account.overview.editAddresses')}
        >
          {billingAddress ? <AddressBlock address={billingAddress} /> : <p>{t('account.overview.noAddress')}</p>}
        </Card>
        <Card
          id="overview-shipping"
          title={t('account.overview.defaultShipping')}
          link="/account/address"
          linkText={t('account.overview.editAddresses')}
        >
          {shippingAddress ? <AddressBlock address={shippingAddress} /> : <p>{t('account.overview.noAddress')}</p>}
        </Card>
        <Card
          id="overview-newsletter"
          title={t('account.newsletter.title')}
          link="/account/profile#newsletter"
          linkText={t('account.overview.editNewsletter')}
        >
          <p>{t(`account.newsletter.state.${newsletter}`)}</p>
        </Card>
      </div>
    </div>
  )
}

/** One box of the overview; its link names the box, so "change" links are told apart by screen readers. */
function Card({
  id,
  title,
  link,
  linkText,
  children,
}: {
  id: string
  title: string
  link: string
  linkText: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="account-card">
      <h3 id={id}>{title}</h3>
      {children}
      <Link to={link}>{linkText}</Link>
    </section>
  )
}
