/** /account/order: the order history, ten a page, each order with its number, date, states and total. */
import { Link } from '../../components/ui/Link'
import { Pagination } from '../../components/ui/Pagination'
import { usePrice, useT } from '../../i18n'
import { DayText } from '../../date'
import type { ReactNode } from 'react'
import { orderStateOf, paymentStateOf } from './order-states'
import type { AccountOrdersData, Order } from './types'

/**
 * The order's total as its customer saw its prices: a business customer's (net) order net, plus VAT;
 * everyone else's gross, VAT included.
 */
export function OrderTotal({ order }: { order: Order }) {
  const t = useT()
  const price = usePrice()
  const net = order.taxStatus === 'net'
  return (
    <>
      {price(net ? order.amountNet : order.amountTotal)}{' '}
      <small>{t(net ? 'product.taxLabelNet' : 'product.taxLabelGross')}</small>
    </>
  )
}

export function Orders({ data }: { data: AccountOrdersData }) {
  const t = useT()
  return (
    <div className="account-orders">
      <h2 id="account-heading">{t('account.order.title')}</h2>
      {data.orders.length === 0 ? (
        <p>{t('account.order.empty')}</p>
      ) : (
        <>
          <ul className="order-list">
            {data.orders.map((order) => (
              <li key={order.id}>
                <OrderSummary order={order} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} total={data.total} limit={data.limit} />
        </>
      )}
    </div>
  )
}

/** One order of the history (also the overview's latest order, a level deeper): its facts and the link to its page. */
export function OrderSummary({ order, level = 3 }: { order: Order; level?: 3 | 4 }) {
  const t = useT()
  const headingId = `order-${order.id}`
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <article className="account-card order-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('account.order.detailTitle', { number: order.orderNumber ?? '' })}</Heading>
      <OrderFacts order={order}>
        <Fact label={t('account.order.total')} testId="order-total">
          <OrderTotal order={order} />
        </Fact>
      </OrderFacts>
      <Link
        to={`/account/order/${order.id}`}
        aria-label={t('account.order.detailsLabel', { number: order.orderNumber ?? '' })}
      >
        {t('account.order.details')}
      </Link>
    </article>
  )
}

/** One term of a description list with its value (order facts, totals). */
export function Fact({
  label,
  testId,
  className,
  children,
}: {
  label: string
  testId?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

/** What every view of an order names first: number, date, order and payment state; `children` add more. */
export function OrderFacts({ order, children }: { order: Order; children: ReactNode }) {
  const t = useT()
  return (
    <dl className="order-facts">
      <Fact label={t('account.order.number')} testId="order-number">
        {order.orderNumber}
      </Fact>
      <Fact label={t('account.order.date')}>
        <DayText iso={order.orderDateTime} />
      </Fact>
      <Fact label={t('account.order.status')} testId="order-status">
        {orderStateOf(order)}
      </Fact>
      <Fact label={t('account.order.paymentStatus')} testId="order-payment-status">
        {paymentStateOf(order)}
      </Fact>
      {children}
    </dl>
  )
}
