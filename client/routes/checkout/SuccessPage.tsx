/**
 * /checkout/success/{id}: the order's number and summary, how to pay it (bank transfer for prepayment,
 * the pay-upon-invoice instructions, or the payment provider's page after 5 seconds unless stopped), and for a guest
 * the way to end the guest session ('Log out as guest').
 */
import { transactionOf } from '../account/order-states'
import { useEffect, useState } from 'react'
import { Form, useSearchParams } from 'react-router'
import { Link } from '../../components/ui/Link'
import type { LinePrice } from '../../../shared/catalog/prices'
import { INVOICE_DUE_DAYS, PAYMENT_REDIRECT_SECONDS, SHOP_BANK_ACCOUNT } from '../../../shared/constants'
import { usePrice, useT } from '../../i18n'
import { useCartReload } from '../../state/cart-actions'
import { AddressBlock } from '../account/AddressBlock'
import type { AccountAddress } from '../account/types'
import { LineItems } from './ConfirmStep'
import type { SuccessData } from './types'

export function SuccessPage({ data }: { data: SuccessData }) {
  const t = useT()
  const price = usePrice()
  // The order emptied the cart on the worker; the header's count follows.
  useCartReload()
  const { order } = data
  const delivery = order.deliveries?.[0]
  const shippingAddress = (delivery?.shippingOrderAddress ?? null) as AccountAddress | null
  return (
    <div className="checkout-success">
      <p role="status" className="form-notice">
        {t('checkout.success.thanks')}{' '}
        <strong data-testid="order-number">
          {t('checkout.success.orderNumber', { number: order.orderNumber ?? '' })}
        </strong>
      </p>
      {data.paymentRedirect ? <ProviderRedirect url={data.paymentRedirect} /> : null}
      <PaymentInstructions data={data} />
      <section className="checkout-card" aria-labelledby="success-items-heading">
        <h2 id="success-items-heading">{t('checkout.confirm.items')}</h2>
        <LineItems items={(order.lineItems ?? []).map(orderLine)} />
        <dl className="cart-totals">
          <div>
            <dt>{t('cart.shipping')}</dt>
            <dd>{price(order.shippingTotal)}</dd>
          </div>
          <div className="grand-total">
            <dt>{t('cart.grandTotal')}</dt>
            <dd data-testid="order-total">{price(order.amountTotal)}</dd>
          </div>
        </dl>
      </section>
      <div className="checkout-address-pair">
        <section className="checkout-card" aria-labelledby="success-billing-heading">
          <h2 id="success-billing-heading">{t('checkout.address.billingAddress')}</h2>
          {order.billingAddress ? <AddressBlock address={order.billingAddress as AccountAddress} /> : null}
        </section>
        <section className="checkout-card" aria-labelledby="success-shipping-heading">
          <h2 id="success-shipping-heading">{t('checkout.address.shippingAddress')}</h2>
          {shippingAddress ? <AddressBlock address={shippingAddress} /> : null}
          <p>{delivery?.shippingMethod?.translated?.name ?? delivery?.shippingMethod?.name}</p>
        </section>
      </div>
      {data.guest ? (
        <Form method="post" action="/account/logout" className="form-actions">
          <button type="submit" className="button">
            {t('checkout.success.guestLogout')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}

/** How to pay: the shop's account for a transfer in advance, or the invoice's terms. */
function PaymentInstructions({ data }: { data: SuccessData }) {
  const t = useT()
  const price = usePrice()
  const method = transactionOf(data.order)?.paymentMethod
  const name = method?.translated?.name ?? method?.name
  return (
    <section className="checkout-card payment-instructions" aria-labelledby="success-payment-heading">
      <h2 id="success-payment-heading">{t('checkout.success.payment')}</h2>
      <p data-testid="order-payment-method">{name}</p>
      {data.payment === 'prepayment' ? (
        <p data-testid="prepayment-instructions">
          {t('checkout.success.prepayment', {
            amount: price(data.order.amountTotal),
            number: data.order.orderNumber ?? '',
            ...SHOP_BANK_ACCOUNT,
          })}
        </p>
      ) : null}
      {data.payment === 'invoice' ? (
        <p>{t('checkout.success.invoice', { number: data.order.orderNumber ?? '', days: INVOICE_DUE_DAYS })}</p>
      ) : null}
    </section>
  )
}

/** The success page's query parameter that stops the timed redirect to the provider. */
const STAY_PARAM = 'stay'

/**
 * The provider's page after 5 seconds, with a link to go at once and one to stop the
 * redirect (WCAG 2.2.1: a time limit the shopper can turn off): `?stay=1` renders the page without it.
 * With JavaScript a timer moves the browser; without it a meta refresh, inside <noscript> so that a
 * browser running the page never reads a refresh it could no longer cancel.
 */
function ProviderRedirect({ url }: { url: string }) {
  const t = useT()
  const [search] = useSearchParams()
  // The click stops the timer at once; the address (?stay=1) keeps it stopped on reload and without JavaScript.
  const [stoppedHere, setStoppedHere] = useState(false)
  const stopped = stoppedHere || search.has(STAY_PARAM)
  useEffect(() => {
    if (stopped) return
    const timer = setTimeout(() => window.location.assign(url), PAYMENT_REDIRECT_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [url, stopped])
  return (
    <section className="checkout-card" aria-labelledby="success-provider-heading">
      {stopped ? null : (
        <noscript>
          <meta httpEquiv="refresh" content={`${PAYMENT_REDIRECT_SECONDS}; url=${url}`} />
        </noscript>
      )}
      <h2 id="success-provider-heading">{t('checkout.success.providerTitle')}</h2>
      <p>
        {stopped
          ? t('paymentRedirect.stopped')
          : t('checkout.success.providerText', { seconds: PAYMENT_REDIRECT_SECONDS })}
      </p>
      <p className="provider-actions">
        <a href={url} className="button primary">
          {t('checkout.success.providerLink')}
        </a>
        {stopped ? null : (
          <Link
            to={`?${STAY_PARAM}=1`}
            replace
            preventScrollReset
            className="button"
            onClick={() => setStoppedHere(true)}
          >
            {t('paymentRedirect.stop')}
          </Link>
        )}
      </p>
    </section>
  )
}

/** An order line as the items table reads it: its calculated price where the Store API sends one, else its amounts. */
const orderLine = (item: NonNullable<SuccessData['order']['lineItems']>[number]) => ({
  id: item.id,
  label: item.label,
  quantity: item.quantity,
  price: (item as { price?: LinePrice }).price ?? { unitPrice: item.unitPrice, totalPrice: item.totalPrice },
})
