/** The cart's promotion code field, an island of the cart page (./page.tsx). */
import { type FormEvent, useEffect, useState } from 'react'
import { formErrorsOf, type FormMessage } from '../../../shared/forms/errors'
import { Message } from '../../components/cart/CartMessages'
import { TextField } from '../../components/form/Form'
import { useMessage, usePrefix, useT } from '../../i18n'
import { useCartActions } from '../../state/cart-actions'
import { refusalErrors } from '../../state/store-api'
import type { Cart } from '../../types'
import {
  type CartActionData,
  CODE_FIELD,
  failureOf,
  INTENT,
  isCartAnswer,
  PROMOTION_FIELDS,
  promotionApplied,
} from './forms'
import { whileBusy } from '../../components/ui/busy'

/** The form's outcome for its field: redeemed (success) or refused (the field's error). */
type PromotionResult = { applied: FormMessage | null; error: FormMessage | null }

/** The outcome the page's action answered (before hydration), as the field shows it. */
function resultOf(answer: CartActionData | undefined): PromotionResult {
  const failure = failureOf(answer, INTENT.promotion)
  if (failure) return { applied: null, error: failure.errors.fields[CODE_FIELD] ?? failure.errors.form ?? null }
  return { applied: isCartAnswer(answer) ? answer.applied : null, error: null }
}

/** A refusal of the Store API as the field's error; anything else says the cart could not be updated. */
async function refusalOf(error: unknown): Promise<FormMessage> {
  const refused = await refusalErrors(error)
  if (!refused) return { key: 'cart.updateError' }
  const errors = formErrorsOf(refused, PROMOTION_FIELDS)
  return errors.fields[CODE_FIELD] ?? errors.form ?? { key: 'error.unknown' }
}

/**
 * The promotion code field: a real POST to the page before hydration, the cart atom after. The
 * cart's errors (unknown, not eligible yet, excluded) show among the cart's messages; the field says
 * whether its code was redeemed or refused.
 */
export function PromotionForm({ answer }: { answer: CartActionData | undefined }) {
  const t = useT()
  const message = useMessage()
  const prefix = usePrefix()
  const { redeem } = useCartActions()
  const [result, setResult] = useState<PromotionResult>(() => resultOf(answer))
  const [busy, setBusy] = useState(false)
  useEffect(() => setResult(resultOf(answer)), [answer])
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const code = String(new FormData(form).get(CODE_FIELD) ?? '').trim()
    if (!code) return setResult({ applied: null, error: { key: 'validation.required' } })
    setBusy(true)
    try {
      const cart: Cart = await redeem(code)
      setResult({ applied: promotionApplied(cart, code), error: null })
      form.reset()
    } catch (error) {
      setResult({ applied: null, error: await refusalOf(error) })
    } finally {
      setBusy(false)
    }
  }
  const typed = failureOf(answer, INTENT.promotion)?.values[CODE_FIELD]
  return (
    <form method="post" action={`${prefix}/checkout/cart`} onSubmit={submit} className="promotion-form">
      <input type="hidden" name="intent" value={INTENT.promotion} />
      <span className="promotion-field">
        <TextField
          name={CODE_FIELD}
          label={t('cart.promotion.label')}
          error={result.error}
          defaultValue={typed}
          autoComplete="off"
        />
        <button type="submit" className="button" {...whileBusy(busy)}>
          {t('cart.promotion.submit')}
        </button>
      </span>
      {result.applied ? <Message type="success">{message(result.applied)}</Message> : null}
    </form>
  )
}
