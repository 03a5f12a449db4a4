/**
 * The account pages' forms on the one form mechanism (docs/decisions/017-form-actions.md): a real POST to
 * the page's action. A page holds several forms, so each names its intent and shows only its own result.
 */
import type { ReactNode } from 'react'
import { Form, useActionData } from 'react-router'
import type { FormFailure, FormMessage } from '../../../shared/forms/errors'
import { ErrorSummary, FormNotice, useFormResult } from '../../components/form/Form'

/** The field that says which of the page's forms was sent. */
export const INTENT = 'intent'

export interface IntentResult {
  failure: FormFailure | null
  success: FormMessage | null
  /** Counts answers, for keys that empty password fields after each one. */
  attempt: number
  submitting: boolean
}

/** The last answer when it belongs to this form: a failure carries its intent among the typed values, a success beside its message. */
export function useIntentResult(intent: string): IntentResult {
  const result = useFormResult()
  const data = useActionData() as { intent?: string } | undefined
  const mine = result.failure ? result.failure.values[INTENT] === intent : data?.intent === intent
  return {
    failure: mine ? result.failure : null,
    success: mine ? result.success : null,
    attempt: result.attempt,
    submitting: result.submitting,
  }
}

/**
 * A form posting to the current page with its intent; its errors (summary, focused) or its success
 * message (a status) appear at its top.
 * @example <AccountForm intent="payment" result={useIntentResult('payment')}>…</AccountForm>
 */
export function AccountForm({
  intent,
  result,
  children,
  className = 'form-stack',
  hidden,
  id,
}: {
  intent: string
  result?: IntentResult
  children: ReactNode
  className?: string
  /** Hidden fields beside the intent (an address id). */
  hidden?: Record<string, string>
  /** For controls outside the form that belong to it (their `form` attribute). */
  id?: string
}) {
  return (
    <Form method="post" noValidate className={className} id={id}>
      <input type="hidden" name={INTENT} value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {result?.failure ? <ErrorSummary errors={result.failure.errors} /> : null}
      {result?.success ? <FormNotice message={result.success} /> : null}
      {children}
    </Form>
  )
}
