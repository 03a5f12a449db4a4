/**
 * One order (/account/order/{id}): lines, totals with taxes, addresses, methods, states, downloads and
 * documents; paying again with another method and cancelling while it is open and unpaid. A guest's
 * deep link first asks for the order's email and postal code.
 */
import { useActionData, useSearchParams } from 'react-router'
import { Link } from '../../components/ui/Link'
import { ErrorSummary, FormNotice, TextField, fieldsOf } from '../../components/form/Form'
import { usePrice, useT } from '../../i18n'
import { AddressBlock } from './AddressBlock'
import { AccountForm, useIntentResult } from './form'
import { transactionOf, translatedName } from './order-states'
import { Fact, OrderFacts } from './Orders'
import { PaymentMethodChoice } from './Payment'
import type { AccountAddress, AccountOrderData, Order, OrderLineItem, PaymentMethod } from './types'
import { whileBusy } from '../../components/ui/busy'
import { productIdPath } from '../../../shared/paths'

export function OrderDetail({ data }: { data: AccountOrderData }) {
  const t = useT()
  const shown = useActionData() as { guestOrder?: Order } | undefined
  const payment = useIntentResult('order-payment')
  const cancel = useIntentResult('order-cancel')
  const order = data.order ?? shown?.guestOrder ?? null
  if (!order) return <GuestLogin />
  const canPay = data.paymentChangeable && data.paymentMethods.length > 0
  const canCancel = data.paymentChangeable && !data.deepLinkCode && order.stateMachineState?.technicalName === 'open'
  // Refused because the order moved on (paid or cancelled meanwhile, e.g. in another tab): its form is gone,
  // so the reason is said at the top.
  const orphaned = (!canPay && payment.failure) || (!canCancel && cancel.failure) || null
  return (
    <div className="account-order">
      <h2 id="account-heading">{t('account.order.detailTitle', { number: order.orderNumber ?? '' })}</h2>
      {orphaned ? <ErrorSummary errors={orphaned.errors} /> : null}
      <DoneNotice />
      <OrderHead order={order} />
      <OrderLines order={order} />
      <OrderTotals order={order} />
      <OrderAddresses order={order} />
      <Downloads order={order} />
      <Documents order={order} />
      {canPay ? <PayAgain order={order} methods={data.paymentMethods} /> : null}
      {canCancel ? <CancelOrder order={order} /> : null}
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
  const transaction = transactionOf(order)
  const delivery = order.deliveries?.[0]
  return (
    <OrderFacts order={order}>
      <Fact label={t('account.order.paymentMethod')} testId="order-payment-method">
        {translatedName(transaction?.paymentMethod)}
      </Fact>
      <Fact label={t('account.order.shippingMethod')}>{translatedName(delivery?.shippingMethod)}</Fact>
    </OrderFacts>
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
          <th scope="col">{t('cart.quantity')}</th>
          <th scope="col">{t('cart.unitPrice')}</th>
          <th scope="col">{t('account.order.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const productNumber = (item.payload as { productNumber?: string } | null)?.productNumber
          return (
            <tr key={item.id} className={isDiscount(item) ? 'discount' : undefined}>
              <th scope="row">
                {isDiscount(item) ? <span className="discount-label">{t('cart.promotion.discount')}: </span> : null}
                {item.type === 'product' && item.productId ? (
                  // The product as it is sold today (a product no longer sold answers with the not-found page).
                  <Link to={productIdPath(item.productId)}>{item.label}</Link>
                ) : (
                  item.label
                )}
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

/** Goods value, shipping and taxes (added on top of a net order, included in a gross one), then what is paid. */
function OrderTotals({ order }: { order: Order }) {
  const t = useT()
  const price = usePrice()
  const net = order.taxStatus === 'net'
  const taxes = order.price?.calculatedTaxes ?? []
  return (
    <dl className="cart-totals order-totals">
      <Fact label={t('account.order.positionPrice')}>{price(order.positionPrice)}</Fact>
      <Fact label={t('cart.shipping')}>{price(order.shippingTotal)}</Fact>
      {net ? <Fact label={t('account.order.netTotal')}>{price(order.price?.netPrice)}</Fact> : null}
      {taxes.map((tax) => (
        <Fact
          key={tax.taxRate}
          className="tax"
          label={t(net ? 'account.order.tax' : 'cart.includedTax', { rate: tax.taxRate ?? 0 })}
        >
          {price(tax.tax)}
        </Fact>
      ))}
      <Fact label={t('account.order.grandTotal')} testId="order-total" className="grand-total">
        {price(order.amountTotal)}
      </Fact>
    </dl>
  )
}

function OrderAddresses({ order }: { order: Order }) {
  const t = useT()
  const billing = order.billingAddress ?? order.addresses?.find((a) => a.id === order.billingAddressId)
  const shipping = order.deliveries?.[0]?.shippingOrderAddress ?? billing
  return (
    <div className="account-cards">
      {billing ? <AddressCard id="order-billing" title={t('account.order.billingAddress')} address={billing} /> : null}
      {shipping ? (
        <AddressCard id="order-shipping" title={t('account.order.shippingAddress')} address={shipping} />
      ) : null}
    </div>
  )
}

/** An order address (the same fields as a customer's) as a labelled card. */
function AddressCard({ id, title, address }: { id: string; title: string; address: unknown }) {
  return (
    <section className="account-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <AddressBlock address={address as AccountAddress} />
    </section>
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

/** The label key of each document type the shop writes; any other type (upstream) shows its own translated name. */
const DOCUMENT_LABELS = { invoice: 'account.order.invoice', return_label: 'account.order.returnLabel' } as const

const documentLabel = (technicalName: string | null | undefined) =>
  DOCUMENT_LABELS[technicalName as keyof typeof DOCUMENT_LABELS] ?? 'account.order.document'

/** The order's documents (invoice, return label) when the Store API has them: Shopware's document download route. */
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
              {t(documentLabel(document.documentType?.technicalName), {
                name: document.documentType?.translated?.name ?? '',
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
  return (
    <section className="account-card" aria-labelledby="order-pay-again">
      <h3 id="order-pay-again">{t('account.order.payAgainTitle')}</h3>
      <p>{t('account.order.payAgainHint')}</p>
      <AccountForm key={result.attempt} intent="order-payment" result={result} className="form-stack payment-form">
        <PaymentMethodChoice
          legend={t('account.order.paymentMethod')}
          methods={methods}
          selected={current}
          error={result.failure?.errors.fields.paymentMethodId}
        />
        <button type="submit" className="form-submit" {...whileBusy(result.submitting)}>
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
          <button type="submit" className="form-submit danger" {...whileBusy(result.submitting)}>
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
        <button type="submit" className="form-submit" {...whileBusy(result.submitting)}>
          {t('account.order.guestSubmit')}
        </button>
      </AccountForm>
    </div>
  )
}
