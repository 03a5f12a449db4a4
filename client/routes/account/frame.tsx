/**
 * The account area's frame (the "account" layout): title, breadcrumb and the section a page view
 * hands it. Each section is a view of its own (a `<section>.page.tsx` here), so a page loads only its section's
 * code (docs/decisions/043).
 */
import type { ComponentType } from 'react'
import { useLoaderData } from 'react-router'
import { Breadcrumb, type BreadcrumbItem } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import type { AccountData } from './types'
import './account.css'

/** The breadcrumb label of each section (account overview, address, payment, my account). */
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

/** An account page: the frame around its one section, with the loader's data. */
export function AccountFrame<D extends AccountData>({ Section }: { Section: ComponentType<{ data: D }> }) {
  const t = useT()
  const data = useLoaderData() as D
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
      <Section data={data} />
    </section>
  )
}
