/**
 * /checkout/success/{id}/unpaid: where a failed or cancelled payment comes back to (an unpaid
 * order can be paid again). The order stays as it is; the shopper pays again with the same or another method
 * (a real POST: another method is set on the order, then the provider's page takes over when it has one).
 */
import { Form } from 'react-router'
import { ErrorSummary, fieldsOf, RadioGroup, SubmitButton, useFormResult } from '../../components/form/Form'
import { usePrice, useT } from '../../i18n'
import { methodOption } from './method-option'
import type { UnpaidData } from './types'

export function UnpaidPage({ data }: { data: UnpaidData }) {
  const t = useT()
  const price = usePrice()
  const { failure } = useFormResult<{ paymentMethodId: string }>()
  const method = fieldsOf(failure)('paymentMethodId', data.paymentMethodId)
  const { order } = data
  return (
    <div className="checkout-unpaid">
      <div className="error-summary" role="status">
        <p data-testid="unpaid-text">
          {t('checkout.unpaid.text', { number: order.orderNumber ?? '', amount: price(order.amountTotal) })}
        </p>
        <p>{t('checkout.unpaid.again')}</p>
      </div>
      <Form method="post" noValidate className="form-stack checkout-methods">
        <ErrorSummary errors={failure?.errors} />
        <RadioGroup
          name={method.name}
          legend={t('checkout.unpaid.method')}
          defaultValue={method.defaultValue}
          error={method.error}
          required
          options={data.paymentMethods.map(methodOption)}
        />
        <SubmitButton>{t('checkout.unpaid.pay')}</SubmitButton>
      </Form>
    </div>
  )
}
