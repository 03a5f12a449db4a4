/** /account/payment: the default payment method, chosen from the methods available now. */
import type { FormMessage } from '../../../shared/forms/errors'
import { useMessage } from '../../components/form/Form'
import { useT } from '../../i18n'
import { AccountForm, useIntentResult } from './form'
import type { AccountPaymentData, PaymentMethod } from './types'
import { whileBusy } from '../../components/ui/busy'

export function Payment({ data }: { data: AccountPaymentData }) {
  const t = useT()
  const result = useIntentResult('payment')
  const selected = result.failure?.values.paymentMethodId ?? data.defaultPaymentMethodId
  return (
    <div className="account-payment">
      <h2 id="account-heading">{t('account.payment.title')}</h2>
      {data.paymentMethods.length === 0 ? (
        <p>{t('account.payment.none')}</p>
      ) : (
        <AccountForm key={result.attempt} intent="payment" result={result} className="form-stack payment-form">
          <PaymentMethodChoice
            legend={t('account.payment.legend')}
            methods={data.paymentMethods}
            selected={selected}
            error={result.failure?.errors.fields.paymentMethodId}
          />
          <button type="submit" className="form-submit" {...whileBusy(result.submitting)}>
            {t('account.payment.save')}
          </button>
        </AccountForm>
      )}
    </div>
  )
}

/** The payment methods as one radio group (`paymentMethodId`) with its error: the default method's and an order's. */
export function PaymentMethodChoice({
  legend,
  methods,
  selected,
  error,
}: {
  legend: string
  methods: PaymentMethod[]
  selected: string | null | undefined
  error: FormMessage | null | undefined
}) {
  const message = useMessage()
  return (
    <fieldset aria-describedby={error ? 'payment-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {methods.map((method, index) => (
        <label key={method.id} className="payment-option">
          <input
            // The error summary links to the group's first choice.
            id={index === 0 ? 'field-paymentMethodId' : undefined}
            type="radio"
            name="paymentMethodId"
            value={method.id}
            defaultChecked={method.id === selected}
          />
          <span>
            <strong>{method.translated?.name ?? method.name}</strong>
            {method.translated?.description ? (
              <span className="field-hint">{method.translated.description}</span>
            ) : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id="payment-error" className="field-error">
          {message(error)}
        </p>
      ) : null}
    </fieldset>
  )
}
