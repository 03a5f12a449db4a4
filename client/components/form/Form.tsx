/**
 * Accessible form parts every form shares (WCAG 2.2 AA): labelled fields with their error tied by
 * `aria-describedby`, `aria-invalid` on what failed, and an error summary that takes the focus after a
 * failed submit. Messages are i18n keys from the action (shared/forms/errors.ts), shown in the page's language.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
} from 'react'
import { useActionData, useNavigation } from 'react-router'
import {
  type FormActionData,
  type FormErrors,
  type FormFailure,
  type FormMessage,
  isFormFailure,
} from '../../../shared/forms/errors'
import { useMessage, useT } from '../../i18n'
import './form.css'
import { whileBusy } from '../ui/busy'

const fieldId = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`
const errorId = (name: string) => `${fieldId(name)}-error`

/**
 * The page's last form result: a failure (errors and what was typed) or a success message, and whether
 * a submission is under way (the submit button says so and cannot be pressed twice).
 * @example const { failure, success, attempt, submitting } = useFormResult<LoginValues>()
 */
export function useFormResult<V extends Record<string, string>>(): {
  failure: FormFailure<V> | null
  success: FormMessage | null
  /** Counts the answers: a key that resets fields which must start empty again (passwords). */
  attempt: number
  submitting: boolean
} {
  const data = useActionData() as FormActionData<V> | undefined
  const submitting = useNavigation().state === 'submitting'
  const seen = useRef<{ data: unknown; attempt: number }>({ data, attempt: 0 })
  if (seen.current.data !== data) seen.current = { data, attempt: seen.current.attempt + 1 }
  const attempt = seen.current.attempt
  if (isFormFailure(data)) return { failure: data as FormFailure<V>, success: null, attempt, submitting }
  return { failure: null, success: data && 'success' in data ? data.success : null, attempt, submitting }
}

/**
 * Binds fields to the last failed submit: a field's name, what the shopper typed there (else the stored
 * value) and its error, so every form keeps input and shows one error per field the same way.
 * @example const field = fieldsOf(result.failure); <TextField {...field('city', address?.city)} label={…} />
 */
export function fieldsOf<V extends Record<string, string>>(failure: FormFailure<V> | null | undefined) {
  return (name: keyof V & string, stored?: string | null) => ({
    name,
    defaultValue: failure?.values[name] ?? stored ?? '',
    error: failure?.errors.fields[name],
  })
}

/** Translates a form message: defined beside useT (pages without a form use it too), offered here with the form's parts. */
export { useMessage }

/**
 * The failed submit's errors above the form: focused when they appear (after hydration, and without
 * JavaScript through `autofocus`), each field's message a link to the field.
 */
export function ErrorSummary({ errors }: { errors: FormErrors | null | undefined }) {
  const t = useT()
  const message = useMessage()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (errors) ref.current?.focus()
  }, [errors])
  if (!errors) return null
  const fields = Object.entries(errors.fields)
  return (
    // biome-ignore lint/a11y/noAutofocus: the summary appears only after a failed submit; without JavaScript autofocus is the one way to move the focus to it (GOV.UK error summary pattern)
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} autoFocus aria-labelledby="error-summary-title">
      <p id="error-summary-title" className="error-summary-title">
        {errors.form ? message(errors.form) : t('form.errorSummary')}
      </p>
      {fields.length ? (
        <ul>
          {fields.map(([name, error]) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`}>{message(error)}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

interface FieldProps {
  name: string
  label: string
  error?: FormMessage | null
  hint?: ReactNode
}

/** What every control carries: its id, required and invalid states, and the ids of its error and hint. */
function controlProps(name: string, error: FormMessage | null | undefined, required?: boolean, hintId?: string) {
  const describedBy = [error ? errorId(name) : null, hintId].filter(Boolean).join(' ') || undefined
  return {
    id: fieldId(name),
    name,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const
}

function FieldLabel({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={fieldId(name)}>
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  )
}

function FieldError({ name, error }: { name: string; error?: FormMessage | null }) {
  const message = useMessage()
  return error ? (
    <p id={errorId(name)} className="field-error">
      {message(error)}
    </p>
  ) : null
}

const fieldClass = (error: FormMessage | null | undefined, kind = '') => `field${kind}${error ? ' field-invalid' : ''}`

/** A text input with its label, its error and an optional hint. */
export function TextField({
  name,
  label,
  error,
  hint,
  required,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const hintId = hint ? `${fieldId(name)}-hint` : undefined
  return (
    <div className={fieldClass(error)}>
      <FieldLabel name={name} label={label} required={required} />
      <input {...controlProps(name, error, required, hintId)} {...input} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} error={error} />
    </div>
  )
}

/** A multi-line text field (notes, a message, a comment) with its label and its error. */
export function TextAreaField({
  name,
  label,
  error,
  required,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  return (
    <div className={fieldClass(error)}>
      <FieldLabel name={name} label={label} required={required} />
      <textarea {...controlProps(name, error, required)} {...textarea} />
      <FieldError name={name} error={error} />
    </div>
  )
}

/** A select with its label and its error. */
export function SelectField({
  name,
  label,
  error,
  required,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  return (
    <div className={fieldClass(error)}>
      <FieldLabel name={name} label={label} required={required} />
      <select {...controlProps(name, error, required)} {...select}>
        {children}
      </select>
      <FieldError name={name} error={error} />
    </div>
  )
}

/** A checkbox with its label after it (terms, privacy, newsletter) and its error. */
export function CheckboxField({
  name,
  label,
  error,
  required,
  ...input
}: Omit<FieldProps, 'label'> & { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  return (
    <div className={fieldClass(error, ' field-checkbox')}>
      <input {...controlProps(name, error, required)} type="checkbox" {...input} />
      <FieldLabel name={name} label={label} required={required} />
      <FieldError name={name} error={error} />
    </div>
  )
}

function RequiredMark() {
  const t = useT()
  return (
    <>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('form.required')})</span>
    </>
  )
}

/** A success message after a form that stays on its page ("check your mail"). */
export function FormNotice({ message }: { message: FormMessage }) {
  const text = useMessage()
  return (
    <p className="form-notice" role="status">
      {text(message)}
    </p>
  )
}

export interface RadioOption {
  value: string
  label: ReactNode
  /** A line under the label (a method's description, its costs). */
  description?: ReactNode
}

/**
 * A radio group in a fieldset whose legend names it (shipping and payment methods, an address's shape),
 * its error tied to the group.
 */
export function RadioGroup({
  name,
  legend,
  options,
  defaultValue,
  error,
  required,
  className = '',
}: {
  name: string
  legend: ReactNode
  options: RadioOption[]
  defaultValue?: string | null
  error?: FormMessage | null
  required?: boolean
  className?: string
}) {
  const id = fieldId(name)
  return (
    <fieldset
      id={id}
      className={`${fieldClass(error, ' field-radios')} ${className}`.trim()}
      aria-describedby={error ? errorId(name) : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`
        return (
          <div key={option.value} className="radio-option">
            <input
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              aria-describedby={option.description ? `${optionId}-description` : undefined}
            />
            <label htmlFor={optionId}>{option.label}</label>
            {option.description ? (
              <p id={`${optionId}-description`} className="field-hint">
                {option.description}
              </p>
            ) : null}
          </div>
        )
      })}
      <FieldError name={name} error={error} />
    </fieldset>
  )
}

/** The form's submit button in its actions row: it cannot be pressed again while the form is being sent. */
export function SubmitButton({
  children,
  after,
}: {
  children: ReactNode /** Beside the button (a link). */
  after?: ReactNode
}) {
  const submitting = useNavigation().state === 'submitting'
  return (
    <div className="form-actions">
      <button type="submit" className="form-submit" {...whileBusy(submitting)}>
        {children}
      </button>
      {after}
    </div>
  )
}
