/**
 * Step 3, Review & Order: the items and totals in the shopper's price display, the addresses and methods
 * with links to change them, terms and privacy (required), the cancellation waiver for digital content,
 * a comment, and Place order. The form carries the hash of the cart shown here: a cart that changed
 * meanwhile is refused (409) and the page shows the updated one.
 */
import { useActionData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { type LawfulPrice, type LinePrice, lineAmount, lineAmounts } from '../../../shared/catalog/prices'
import { UnitPrice } from '../../components/product/PriceLaw'
import { CartMessages } from '../../components/cart/CartMessages'
import { CartTotals, usePriceDisplay } from '../../components/cart/CartTotals'
import { CheckboxField, fieldsOf } from '../../components/form/Form'
import { usePrice, useT } from '../../i18n'
import { AddressBlock } from '../account/AddressBlock'
import { AccountForm, useIntentResult } from '../account/form'
import { PARTIAL_DELIVERY_PARAM } from './partial-delivery'
import type { Cart } from '../../types'
import type { ConfirmStepData, RefusedOrder } from './types'
import { LegalText } from '../../components/form/LegalText'
import { whileBusy } from '../../components/ui/busy'

export function ConfirmStep({ data }: { data: ConfirmStepData }) {
  const t = useT()
  const result = useIntentResult('order')
  const field = fieldsOf(result.failure)
  const comment = field('customerComment')
  // A refused order names the cart errors that stopped it; the cart read afterwards no longer carries them.
  const refused = (useActionData() as Partial<RefusedOrder> | undefined)?.cartErrors
  const blocked = Object.values((data.cart.errors ?? {}) as Record<string, { block?: boolean }>).some((e) => e.block)
  const methodsLink = `/checkout/shipping-payment${data.partialDelivery.allowed ? `?${PARTIAL_DELIVERY_PARAM}=1` : ''}`
  return (
    <div className="checkout-confirm">
      <CartMessages cart={refused && Object.keys(refused).length ? ({ errors: refused } as Cart) : data.cart} />
      <div className="checkout-address-pair">
        <SummaryCard id="confirm-billing" title={t('checkout.address.billingAddress')} change="/checkout">
          {data.billingAddress ? <AddressBlock address={data.billingAddress} /> : null}
        </SummaryCard>
        <SummaryCard id="confirm-shipping" title={t('checkout.address.shippingAddress')} change="/checkout">
          {data.shippingAddress ? <AddressBlock address={data.shippingAddress} /> : null}
        </SummaryCard>
        <SummaryCard id="confirm-methods" title={t('layout.stepShipping')} change={methodsLink}>
          <dl className="checkout-methods-summary">
            <dt>{t('checkout.methods.shipping')}</dt>
            <dd data-testid="confirm-shipping-method">
              {data.virtual
                ? t('checkout.methods.noShipping')
                : (data.shippingMethod?.translated?.name ?? data.shippingMethod?.name)}
            </dd>
            <dt>{t('checkout.methods.payment')}</dt>
            <dd data-testid="confirm-payment-method">
              {data.paymentMethod?.translated?.name ?? data.paymentMethod?.name}
            </dd>
            {data.partialDelivery.choosable ? (
              <>
                <dt>{t('checkout.methods.partialDeliveryTitle')}</dt>
                <dd>
                  {t(
                    data.partialDelivery.allowed
                      ? 'checkout.methods.partialAllowed'
                      : 'checkout.methods.partialNotAllowed',
                  )}
                </dd>
              </>
            ) : null}
          </dl>
        </SummaryCard>
      </div>
      <section aria-labelledby="confirm-items-heading" className="checkout-card">
        <h2 id="confirm-items-heading">{t('checkout.confirm.items')}</h2>
        <LineItems items={(data.cart.lineItems ?? []) as ItemRow[]} />
        <CartTotals cart={data.cart} />
      </section>
      <AccountForm key={result.attempt} intent="order" result={result} className="form-stack checkout-order-form">
        <input type="hidden" name="hash" value={(data.cart as { hash?: string }).hash ?? ''} />
        {data.partialDelivery.allowed ? <input type="hidden" name={PARTIAL_DELIVERY_PARAM} value="1" /> : null}
        <CheckboxField
          name="tos"
          error={field('tos').error}
          label={<LegalText textKey="checkout.confirm.tos" />}
          required
        />
        <p className="field-note">
          <LegalText textKey="checkout.confirm.withdrawal" />
        </p>
        {data.hasDownload ? (
          <CheckboxField
            name="revocation"
            error={field('revocation').error}
            label={t('checkout.confirm.revocation')}
            required
          />
        ) : null}
        <div className="field">
          <label htmlFor="field-customerComment">{t('checkout.confirm.comment')}</label>
          <textarea
            id="field-customerComment"
            name={comment.name}
            defaultValue={comment.defaultValue}
            rows={3}
            maxLength={1000}
          />
        </div>
        {blocked ? (
          <p className="message error" role="alert">
            {t('checkout.confirm.blocked')}
          </p>
        ) : null}
        <div className="form-actions">
          <button
            type="submit"
            className="form-submit place-order"
            disabled={blocked}
            {...whileBusy(result.submitting)}
          >
            {result.submitting ? t('checkout.confirm.placing') : t('checkout.confirm.placeOrder')}
          </button>
        </div>
      </AccountForm>
    </div>
  )
}

function SummaryCard({
  id,
  title,
  change,
  children,
}: {
  id: string
  title: string
  change: string
  children: React.ReactNode
}) {
  const t = useT()
  return (
    <section className="checkout-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
      <Link to={change} aria-label={t('checkout.confirm.changeLabel', { what: title })}>
        {t('checkout.confirm.change')}
      </Link>
    </section>
  )
}

/** The items as they will be ordered (read-only: quantities change in the cart). */
/** What the items table reads of a cart line or an order line. */
export interface ItemRow {
  id: string
  label?: string
  quantity?: number
  price?: LinePrice | null
}

export function LineItems({ items }: { items: ItemRow[] }) {
  const t = useT()
  const price = usePrice()
  const display = usePriceDisplay()
  return (
    <table className="cart-table checkout-items">
      <thead>
        <tr>
          <th scope="col">{t('cart.product')}</th>
          <th scope="col">{t('cart.quantity')}</th>
          <th scope="col">{t('cart.unitPrice')}</th>
          <th scope="col">{t('cart.total')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const amounts = lineAmounts(item.price, display)
          return (
            <tr key={item.id}>
              <td className="line-name">
                {item.label}
                <UnitPrice
                  price={item.price as LawfulPrice | undefined}
                  format={(amount) => price(lineAmount(amount ?? 0, item.price, display))}
                />
              </td>
              <td data-label={t('cart.quantity')}>{item.quantity}</td>
              <td data-label={t('cart.unitPrice')}>{price(amounts.unitPrice)}</td>
              <td data-label={t('cart.total')}>{price(amounts.totalPrice)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
