/**
 * Step 2, Payment & Shipping: the methods the shopper may choose now, as radio groups, and partial
 * delivery where the shipping method lets them decide; a cart of downloads only says that
 * nothing is shipped instead of offering shipping methods. One form, posted to the page.
 */
import { CheckboxField, fieldsOf, RadioGroup, SubmitButton } from '../../components/form/Form'
import { useT } from '../../i18n'
import { AccountForm, useIntentResult } from '../account/form'
import { methodOption } from './method-option'
import { PARTIAL_DELIVERY_PARAM } from './partial-delivery'
import type { ShippingPaymentStepData } from './types'

export function ShippingPaymentStep({ data }: { data: ShippingPaymentStepData }) {
  const t = useT()
  const result = useIntentResult('methods')
  const field = fieldsOf(result.failure)
  const shipping = field('shippingMethodId', data.shippingMethodId)
  const payment = field('paymentMethodId', data.paymentMethodId)
  return (
    <AccountForm key={result.attempt} intent="methods" result={result} className="form-stack checkout-methods">
      {data.virtual ? (
        <p className="checkout-no-shipping" data-testid="no-shipping">
          {t('checkout.methods.noShipping')}
        </p>
      ) : (
        <RadioGroup
          name={shipping.name}
          legend={t('checkout.methods.shipping')}
          defaultValue={shipping.defaultValue}
          error={shipping.error}
          required
          options={data.shippingMethods.map(methodOption)}
        />
      )}
      {data.partialDelivery.choosable ? (
        <CheckboxField
          name={PARTIAL_DELIVERY_PARAM}
          value="1"
          defaultChecked={data.partialDelivery.allowed}
          label={t('checkout.methods.partialDelivery')}
        />
      ) : null}
      <RadioGroup
        name={payment.name}
        legend={t('checkout.methods.payment')}
        defaultValue={payment.defaultValue}
        error={payment.error}
        required
        options={data.paymentMethods.map(methodOption)}
      />
      <SubmitButton>{t('checkout.methods.continue')}</SubmitButton>
    </AccountForm>
  )
}
