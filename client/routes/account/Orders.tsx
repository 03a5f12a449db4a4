/** /account/order: the order history, ten a page, each order with its number, date, states and total. */
import { Link } from 'react-router'
import { Pagination } from '../../components/ui/Pagination'
import { useDate, usePrice, useT } from '../../i18n'
import type { AccountOrdersData, Order } from './types'

/** The order's state in the shopper's language, as the Store API names it. */
export const orderStateOf = (order: Order) =>
  order.stateMachineState?.translated?.name ?? order.stateMachineState?.name ?? ''

/** The current (latest) payment transaction of an order. */
export const transactionOf = (order: Order) => order.transactions?.at(-1) ?? null

/** The payment state of the current transaction in the shopper's language. */
export const paymentStateOf = (order: Order) => {
  const state = transactionOf(order)?.stateMachineState
  return state?.translated?.name ?? state?.name ?? ''
}

/** The order's total with its tax note: a business customer's order is net, everyone else's gross. */
export function OrderTotal({ order }: { order: Order }) {
  const t = useT()
  const price = usePrice()
  return (
    <>
      {price(order.amountTotal)}{' '}
      <small>{t(order.taxStatus === 'net' ? 'account.order.totalNet' : 'account.order.totalGross')}</small>
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

/** One order of the history (also the overview's latest order): its facts and the link to its page. */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT()
  const date = useDate()
  const headingId = `order-${order.id}`
  return (
    <article className="account-card order-summary" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.order.detailTitle', { number: order.orderNumber ?? '' })}</h3>
      <dl className="order-facts">
        <div>
          <dt>{t('account.order.number')}</dt>
          <dd data-testid="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('account.order.date')}</dt>
          <dd>{date(order.orderDateTime)}</dd>
        </div>
        <div>
          <dt>{t('account.order.status')}</dt>
          <dd data-testid="order-status">{orderStateOf(order)}</dd>
        </div>
        <div>
          <dt>{t('account.order.paymentStatus')}</dt>
          <dd data-testid="order-payment-status">{paymentStateOf(order)}</dd>
        </div>
        <div>
          <dt>{t('account.order.total')}</dt>
          <dd data-testid="order-total">
            <OrderTotal order={order} />
          </dd>
        </div>
      </dl>
      <Link
        to={`/account/order/${order.id}`}
        aria-label={t('account.order.detailsLabel', { number: order.orderNumber ?? '' })}
      >
        {t('account.order.details')}
      </Link>
    </article>
  )
}
