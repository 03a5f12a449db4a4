/** Form fields of the account pages: a label, the control, and its one error (spec §5), tied together for screen readers. */
import { useId, type ReactNode } from 'react'

export interface FieldProps {
  name: string
  label: string
  /** The value to show: what the shopper typed last (kept after an error) or the stored one. */
  defaultValue?: string | null
  error?: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  required?: boolean
  hint?: string
  inputMode?: 'numeric'
  pattern?: string
  maxLength?: number
}

/**
 * A labelled text input; its error and hint are named by aria-describedby, and aria-invalid marks it.
 * @example <TextField name="firstName" label={t('account.field.firstName')} autoComplete="given-name" required />
 */
export function TextField({ name, label, defaultValue, error, type = 'text', hint, required, ...input }: FieldProps) {
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

export interface SelectFieldProps {
  name: string
  label: string
  options: Array<{ value: string; label: string }>
  defaultValue?: string | null
  error?: string
  required?: boolean
  autoComplete?: string
  /** The first, empty choice ("please choose"); without one the first option is preselected. */
  placeholder?: string
}

/** A labelled select, errors tied as for TextField. */
export function SelectField({
  name,
  label,
  options,
  defaultValue,
  error,
  required,
  placeholder,
  ...rest
}: SelectFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null
}

/** A group of fields under a visible legend, e.g. one of the profile page's forms. */
export function FormSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="account-card">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
