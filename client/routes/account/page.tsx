/** The account area (spec §2 "account" layout): one view for its pages, the section by what the loader read. */
import { useLoaderData } from 'react-router'
import { Breadcrumb, type BreadcrumbItem } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { Addresses } from './Addresses'
import { Coupons } from './Coupons'
import { Loyalty } from './Loyalty'
import { OrderDetail } from './OrderDetail'
import { Orders } from './Orders'
import { Overview } from './Overview'
import { Payment } from './Payment'
import { Profile } from './Profile'
import type { AccountData } from './types'
import './account.css'

/** The breadcrumb label of each section (spec §2: account overview, address, payment, my account). */
const LABELS = {
  overview: 'account.breadcrumb.overview',
  profile: 'account.breadcrumb.profile',
  address: 'account.breadcrumb.address',
  payment: 'account.breadcrumb.payment',
  orders: 'account.breadcrumb.order',
  order: 'account.breadcrumb.order',
  coupons: 'account.breadcrumb.coupon',
  loyalty: 'account.breadcrumb.loyalty',
} as const

/** The trail below "my account": the section, and below the orders the one order shown. */
function sectionTrail(data: AccountData, t: ReturnType<typeof useT>): BreadcrumbItem[] {
  const label = t(LABELS[data.section])
  if (data.section !== 'order' || !data.order) return [{ label }]
  return [
    { label, path: '/account/order' },
    { label: t('account.breadcrumb.orderDetail', { number: data.order.orderNumber ?? '' }) },
  ]
}

export default function AccountPage() {
  const t = useT()
  const data = useLoaderData() as AccountData
  const label = t(LABELS[data.section])
  // The overview is "my account" itself; the other pages sit below it.
  const trail: BreadcrumbItem[] =
    data.section === 'overview'
      ? [{ label }]
      : [{ label: t('account.breadcrumb.myAccount'), path: '/account' }, ...sectionTrail(data, t)]
  return (
    <section className="account-page" aria-labelledby="account-heading">
      <Seo title={label} />
      <meta name="robots" content="noindex, nofollow" />
      <Breadcrumb items={trail} />
      {data.section === 'overview' ? <Overview data={data} /> : null}
      {data.section === 'profile' ? <Profile data={data} /> : null}
      {data.section === 'address' ? <Addresses data={data} /> : null}
      {data.section === 'payment' ? <Payment data={data} /> : null}
      {data.section === 'orders' ? <Orders data={data} /> : null}
      {data.section === 'order' ? <OrderDetail data={data} /> : null}
      {data.section === 'coupons' ? <Coupons data={data} /> : null}
      {data.section === 'loyalty' ? <Loyalty data={data} /> : null}
    </section>
  )
}
