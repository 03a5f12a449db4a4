/** The shopping-list pages' form parts: a card holding one form, and a one-button form beside a list or a line. */
import { type ReactNode, useId } from 'react'
import { SubmitButton, fieldsOf } from '../../components/form/Form'
import { AccountForm, useIntentResult } from '../account/form'

type Field = ReturnType<typeof fieldsOf>

/**
 * A card with its heading and one form posting `intent` to the page; `children` gets the form's fields
 * bound to its last failed submit and the answer count (for fields that start empty again).
 */
export function FormCard({
  intent,
  heading,
  submit,
  before,
  after,
  hidden,
  className = 'account-card',
  children,
}: {
  intent: string
  heading: ReactNode
  submit: ReactNode
  /** Between the heading and the form (what the form is about). */
  before?: ReactNode
  /** Beside the submit button (a cancel link). */
  after?: ReactNode
  hidden?: Record<string, string>
  className?: string
  children: (field: Field, attempt: number) => ReactNode
}) {
  const result = useIntentResult(intent)
  const headingId = useId()
  return (
    <section className={className} aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {before}
      <AccountForm intent={intent} result={result} hidden={hidden}>
        {children(fieldsOf(result.failure), result.attempt)}
        <SubmitButton after={after}>{submit}</SubmitButton>
      </AccountForm>
    </section>
  )
}

/** One button posting `intent` with `hidden` fields (duplicate a list, delete it, remove a line); `label` names its target. */
export function InlineAction({
  intent,
  hidden,
  label,
  children,
}: {
  intent: string
  hidden: Record<string, string>
  label: string
  children: ReactNode
}) {
  return (
    <AccountForm intent={intent} hidden={hidden} className="inline-form">
      <button type="submit" className="link-button" aria-label={label}>
        {children}
      </button>
    </AccountForm>
  )
}
