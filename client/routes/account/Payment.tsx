/** /account/payment: the default payment method, chosen from the methods available now. */
import { useT } from '../../i18n'
import type { AccountPaymentData } from './types'
import { AccountForm, useFormResult } from './form'

export function Payment({ data }: { data: AccountPaymentData }) {
  const t = useT()
  const result = useFormResult('payment')
  const selected = result?.values?.paymentMethodId ?? data.defaultPaymentMethodId
  return (
    <div className="account-payment">
      <h2 id="account-heading">{t('account.payment.title')}</h2>
      {data.paymentMethods.length === 0 ? (
        <p>{t('account.payment.none')}</p>
      ) : (
        <AccountForm intent="payment" result={result} className="payment-form">
          <fieldset aria-describedby={result?.errors?.paymentMethodId ? 'payment-error' : undefined}>
            <legend>{t('account.payment.legend')}</legend>
            {data.paymentMethods.map((method) => (
              <label key={method.id} className="payment-option">
                <input
                  type="radio"
                  name="paymentMethodId"
                  value={method.id}
                  defaultChecked={method.id === selected}
                  required
                />
                <span>
                  <strong>{method.translated?.name ?? method.name}</strong>
                  {method.translated?.description ? (
                    <span className="field-hint">{method.translated.description}</span>
                  ) : null}
                </span>
              </label>
            ))}
            {result?.errors?.paymentMethodId ? (
              <p id="payment-error" className="field-error">
                {result.errors.paymentMethodId}
              </p>
            ) : null}
          </fieldset>
          <button type="submit" className="button primary">
            {t('account.payment.save')}
          </button>
        </AccountForm>
      )}
    </div>
  )
}
