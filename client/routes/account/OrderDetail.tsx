/**
 * One order (/account/order/{id}): lines, totals with taxes, addresses, methods, states, downloads and
 * documents; paying again with another method and cancelling while it is open and unpaid. A guest's
 * deep link first asks for the order's email and postal code.
 */
import { Link, useActionData, useSearchParams } from 'react-router'
import { FormNotice, TextField, fieldsOf } from '../../components/form/Form'
import { useDate, usePrice, useT } from '../../i18n'
import { AddressBlock } from './AddressBlock'
import { AccountForm, useIntentResult } from './form'
import { OrderTotal, orderStateOf, paymentStateOf, transactionOf } from './Orders'
import type { AccountAddress, AccountOrderData, Order, OrderLineItem, PaymentMethod } from './types'

export function OrderDetail({ data }: { data: AccountOrderData }) {
  const t = useT()
  const shown = useActionData() as { guestOrder?: Order } | undefined
  const order = data.order ?? shown?.guestOrder ?? null
  if (!order) return <GuestLogin />
  return (
    <div className="account-order">
      <h2 id="account-heading">{t('account.order.detailTitle', { number: order.orderNumber ?? '' })}</h2>
      <DoneNotice />
      <OrderHead order={order} />
      <OrderLines order={order} />
      <OrderTotals order={order} />
      <OrderAddresses order={order} />
      <Downloads order={order} />
      <Documents order={order} />
      {data.paymentChangeable && data.paymentMethods.length ? (
        <PayAgain order={order} methods={data.paymentMethods} />
      ) : null}
      {data.paymentChangeable && !data.deepLinkCode && order.stateMachineState?.technicalName === 'open' ? (
        <CancelOrder order={order} />
      ) : null}
      {data.deepLinkCode ? null : (
        <p>
          <Link to="/account/order">{t('account.order.backToOrders')}</Link>
        </p>
      )}
    </div>
  )
}

/** The redirect after cancelling says so (?done=cancelled), so a reload does not cancel again. */
function DoneNotice() {
  const [params] = useSearchParams()
  return params.get('done') === 'cancelled' ? <FormNotice message={{ key: 'account.order.cancelled' }} /> : null
}

function OrderHead({ order }: { order: Order }) {
  const t = useT()
  const date = useDate()
  const transaction = transactionOf(order)
  const delivery = order.deliveries?.[0]
  const name = (entity: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined) =>
    entity?.translated?.name ?? entity?.name ?? ''
  return (
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
        <dt>{t('account.order.paymentMethod')}</dt>
        <dd data-testid="order-payment-method">{name(transaction?.paymentMethod)}</dd>
      </div>
      <div>
        <dt>{t('account.order.shippingMethod')}</dt>
        <dd>{name(delivery?.shippingMethod)}</dd>
      </div>
    </dl>
  )
}

const isDiscount = (item: OrderLineItem) => item.type === 'promotion' || (item.totalPrice ?? 0) < 0

function OrderLines({ order }: { order: Order }) {
  const t = useT()
  const price = usePrice()
  const items = [...(order.lineItems ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
  return (
    <table className="order-lines">
      <caption>{t('account.order.items')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.order.product')}</th>
          <th scope="col">{t('account.order.quantity')}</th>
          <th scope="col">{t('account.order.unitPrice')}</th>
          <th scope="col">{t('account.order.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const productNumber = (item.payload as { productNumber?: string } | null)?.productNumber
          return (
            <tr key={item.id} className={isDiscount(item) ? 'discount' : undefined}>
              <th scope="row">
                {isDiscount(item) ? <span className="discount-label">{t('account.order.discount')}: </span> : null}
                {item.label}
                {productNumber && !isDiscount(item) ? (
                  <small className="field-hint">{t('account.order.productNumber', { number: productNumber })}</small>
                ) : null}
              </th>
              <td>{isDiscount(item) ? '' : item.quantity}</td>
              <td>{isDiscount(item) ? '' : price(item.unitPrice)}</td>
              <td>{price(item.totalPrice)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** Goods value, shipping, total and taxes: added on top of a net order, included in a gross one. */
function OrderTotals({ order }: { order: Order }) {
  const t = useT()
  const price = usePrice()
  const net = order.taxStatus === 'net'
  const taxes = order.price?.calculatedTaxes ?? []
  return (
    <dl className="cart-totals order-totals">
      <div>
        <dt>{t('account.order.positionPrice')}</dt>
        <dd>{price(order.positionPrice)}</dd>
      </div>
      <div>
        <dt>{t('account.order.shippingCosts')}</dt>
        <dd>{price(order.shippingTotal)}</dd>
      </div>
      {net ? (
        <div>
          <dt>{t('account.order.netTotal')}</dt>
          <dd>{price(order.price?.netPrice)}</dd>
        </div>
      ) : null}
      {taxes.map((tax) => (
        <div key={tax.taxRate} className="tax">
          <dt>{t(net ? 'account.order.tax' : 'account.order.includedTax', { rate: tax.taxRate ?? 0 })}</dt>
          <dd>{price(tax.tax)}</dd>
        </div>
      ))}
      <div className="grand-total">
        <dt>{t('account.order.total')}</dt>
        <dd data-testid="order-total">
          <OrderTotal order={order} />
        </dd>
      </div>
    </dl>
  )
}

function OrderAddresses({ order }: { order: Order }) {
  const t = useT()
  const billing = order.billingAddress ?? order.addresses?.find((a) => a.id === order.billingAddressId)
  const shipping = order.deliveries?.[0]?.shippingOrderAddress ?? billing
  return (
    <div className="account-cards">
      {billing ? (
        <section className="account-card" aria-labelledby="order-billing">
          <h3 id="order-billing">{t('account.order.billingAddress')}</h3>
          <AddressBlock address={billing as unknown as AccountAddress} />
        </section>
      ) : null}
      {shipping ? (
        <section className="account-card" aria-labelledby="order-shipping">
          <h3 id="order-shipping">{t('account.order.shippingAddress')}</h3>
          <AddressBlock address={shipping as unknown as AccountAddress} />
        </section>
      ) : null}
    </div>
  )
}

interface Download {
  id: string
  accessGranted?: boolean
  media?: { fileName?: string | null; fileExtension?: string | null } | null
}

/** Digital products' files: a link once access is granted (after payment), the name alone before. */
function Downloads({ order }: { order: Order }) {
  const t = useT()
  const downloads = (order.lineItems ?? []).flatMap((item) => (item.downloads ?? []) as Download[])
  if (!downloads.length) return null
  return (
    <section aria-labelledby="order-downloads">
      <h3 id="order-downloads">{t('account.order.downloads')}</h3>
      <ul>
        {downloads.map((download) => {
          const name = [download.media?.fileName, download.media?.fileExtension].filter(Boolean).join('.')
          return (
            <li key={download.id}>
              {download.accessGranted ? (
                <a href={`/store-api/order/download/${order.id}/${download.id}`} download>
                  {t('account.order.download', { name })}
                </a>
              ) : (
                t('account.order.downloadLocked', { name })
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The order's documents (its invoice) when the Store API has them: Shopware's document download route. */
function Documents({ order }: { order: Order }) {
  const t = useT()
  const documents = order.documents ?? []
  if (!documents.length) return null
  return (
    <section aria-labelledby="order-documents">
      <h3 id="order-documents">{t('account.order.documents')}</h3>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={`/store-api/document/download/${document.id}/${document.deepLinkCode ?? ''}`} download>
              {t('account.order.invoice', {
                number: document.config?.documentNumber ?? document.documentNumber ?? '',
              })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PayAgain({ order, methods }: { order: Order; methods: PaymentMethod[] }) {
  const t = useT()
  const result = useIntentResult('order-payment')
  const current = result.failure?.values.paymentMethodId ?? transactionOf(order)?.paymentMethodId
  const error = result.failure?.errors.fields.paymentMethodId
  return (
    <section className="account-card" aria-labelledby="order-pay-again">
      <h3 id="order-pay-again">{t('account.order.payAgainTitle')}</h3>
      <p>{t('account.order.payAgainHint')}</p>
      <AccountForm key={result.attempt} intent="order-payment" result={result} className="form-stack payment-form">
        <fieldset aria-invalid={error ? true : undefined}>
          <legend>{t('account.order.paymentMethod')}</legend>
          {methods.map((method, index) => (
            <label key={method.id} className="payment-option">
              <input
                id={index === 0 ? 'field-paymentMethodId' : undefined}
                type="radio"
                name="paymentMethodId"
                value={method.id}
                defaultChecked={method.id === current}
              />
              <span>{method.translated?.name ?? method.name}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="form-submit" disabled={result.submitting}>
          {t('account.order.payAgain')}
        </button>
      </AccountForm>
    </section>
  )
}

/** Cancelling asks once more: the confirm button sits in a disclosure, so it works without JavaScript. */
function CancelOrder({ order }: { order: Order }) {
  const t = useT()
  const result = useIntentResult('order-cancel')
  return (
    <section className="account-card" aria-labelledby="order-cancel">
      <h3 id="order-cancel">{t('account.order.cancelTitle')}</h3>
      <details open={!!result.failure}>
        <summary>{t('account.order.cancelTitle')}</summary>
        <p>{t('account.order.cancelHint')}</p>
        <AccountForm intent="order-cancel" result={result}>
          <button type="submit" className="form-submit danger" disabled={result.submitting}>
            {t('account.order.cancelConfirm', { number: order.orderNumber ?? '' })}
          </button>
        </AccountForm>
      </details>
    </section>
  )
}

/** A guest's deep link: the order's email and billing postal code first; a wrong pair shows nothing of it. */
function GuestLogin() {
  const t = useT()
  const result = useIntentResult('order-guest')
  const fields = fieldsOf(result.failure)
  return (
    <div className="account-order-guest">
      <h2 id="account-heading">{t('account.order.guestTitle')}</h2>
      <p>{t('account.order.guestHint')}</p>
      <AccountForm intent="order-guest" result={result}>
        <TextField
          {...fields('email')}
          label={t('account.order.guestEmail')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField {...fields('zipcode')} label={t('account.order.guestZipcode')} autoComplete="postal-code" required />
        <button type="submit" className="form-submit" disabled={result.submitting}>
          {t('account.order.guestSubmit')}
        </button>
      </AccountForm>
    </div>
  )
}
