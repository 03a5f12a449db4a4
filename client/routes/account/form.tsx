/** The account pages' forms: a real POST to the page's route action (works before hydration), its answer shown beside the form. */
import type { ReactNode } from 'react'
import { Form, useActionData, useNavigation } from 'react-router'

/** What an account action answers: which form, success or one error per field, and what the shopper typed. */
export interface FormResult {
  intent: string
  ok: boolean
  /** The confirmation or the form-level error, already translated. */
  message?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

/** The action's answer when it belongs to this form (a page holds several). */
export function useFormResult(intent: string): FormResult | undefined {
  const result = useActionData() as FormResult | undefined
  return result?.intent === intent ? result : undefined
}

/**
 * A form posting to the current page with its intent; the answer is announced (status or alert) above it.
 * @example <AccountForm intent="payment" result={useFormResult('payment')}>…</AccountForm>
 */
export function AccountForm({
  intent,
  result,
  children,
  className,
  extra,
}: {
  intent: string
  result: FormResult | undefined
  children: ReactNode
  className?: string
  /** Hidden fields beside the intent (an address id). */
  extra?: Record<string, string>
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <Form method="post" className={className} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {result?.message ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'message success' : 'message error'}>
          {result.message}
        </p>
      ) : null}
      {children}
    </Form>
  )
}
