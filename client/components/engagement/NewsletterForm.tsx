/**
 * The newsletter form: email, first and last name (at least 2 characters) and the privacy
 * checkbox. It posts to the newsletter page's action: without JavaScript that page answers with the
 * errors or the "check your mail" text; with it, a fetcher keeps the shopper on the page they are on.
 */
import { useFetcher } from 'react-router'
import { type FormActionData, type FormFailure, type FormMessage, isFormFailure } from '../../../shared/forms/errors'
import { useT } from '../../i18n'
import { CheckboxField, ErrorSummary, FormNotice, TextField, fieldsOf } from '../form/Form'
import { NEWSLETTER_FIELDS, NEWSLETTER_PATH, type NewsletterValues } from './newsletter'
import './engagement.css'
import { LegalText } from '../form/LegalText'
import { whileBusy } from '../ui/busy'

/** The footer's form: submits through a fetcher, so the page behind it stays as it is. */
export function FooterNewsletter() {
  const fetcher = useFetcher<FormActionData<NewsletterValues>>()
  const data = fetcher.data
  return (
    <fetcher.Form method="post" action={NEWSLETTER_PATH} className="newsletter-form" noValidate>
      <NewsletterFields
        failure={isFormFailure(data) ? (data as FormFailure<NewsletterValues>) : null}
        success={data && 'success' in data ? data.success : null}
        submitting={fetcher.state === 'submitting'}
      />
    </fetcher.Form>
  )
}

/** The fields, the errors and the result; the caller owns the form element (fetcher or page form). */
export function NewsletterFields({
  failure,
  success,
  submitting,
}: {
  failure: FormFailure<NewsletterValues> | null
  success: FormMessage | null
  submitting: boolean
}) {
  const t = useT()
  const errors = failure?.errors.fields ?? {}
  const values = failure?.values ?? {}
  const field = fieldsOf(failure)
  // After a success the fields start empty again; after a failure they keep what the shopper typed.
  const key = success ? 'sent' : JSON.stringify(values)
  return (
    <fieldset className="newsletter-fields" key={key}>
      <legend>{t('newsletter.title')}</legend>
      <p>{t('newsletter.intro')}</p>
      {success ? <FormNotice message={success} /> : null}
      <ErrorSummary errors={failure?.errors} />
      <TextField
        {...field(NEWSLETTER_FIELDS.email)}
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...field(NEWSLETTER_FIELDS.firstName)}
        label={t('newsletter.firstName')}
        autoComplete="given-name"
        required
        minLength={2}
      />
      <TextField
        {...field(NEWSLETTER_FIELDS.lastName)}
        label={t('newsletter.lastName')}
        autoComplete="family-name"
        required
        minLength={2}
      />
      <CheckboxField
        name={NEWSLETTER_FIELDS.privacy}
        label={<LegalText textKey="newsletter.privacy" />}
        required
        defaultChecked={values[NEWSLETTER_FIELDS.privacy] === 'on'}
        error={errors[NEWSLETTER_FIELDS.privacy]}
      />
      <button type="submit" className="form-submit" {...whileBusy(submitting)}>
        {submitting ? t('newsletter.sending') : t('newsletter.submit')}
      </button>
    </fieldset>
  )
}
