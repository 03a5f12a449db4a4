/**
 * The contact form, a CMS `form` element of type contact (on /service-hilfe/kontaktformular):
 * salutation, names, email, phone (optional), subject, comment and the privacy checkbox. It posts to
 * its own page, whose action sends it to the Store API: a real POST before hydration, one request after.
 */
import { Form } from 'react-router'
import { useT } from '../../i18n'
import {
  CheckboxField,
  ErrorSummary,
  FormNotice,
  SelectField,
  TextField,
  useFormResult,
  fieldsOf,
  useMessage,
} from '../form/Form'
import { CONTACT_INTENT, type ContactValues } from './contact'
import './engagement.css'
import { LegalText } from '../form/LegalText'
import { whileBusy } from '../ui/busy'

/** A salutation as the form element's data carries it (Shopware's salutation entity). */
export interface ContactSalutation {
  id: string
  salutationKey?: string
  translated?: { displayName?: string | null }
  displayName?: string | null
}

export function ContactForm({
  slotId,
  title,
  salutations,
}: {
  slotId: string
  title?: string
  salutations: ContactSalutation[]
}) {
  const t = useT()
  const message = useMessage()
  const { failure, success, submitting, attempt } = useFormResult<ContactValues>()
  const errors = failure?.errors.fields ?? {}
  const values = failure?.values ?? {}
  const field = fieldsOf(failure)
  return (
    <section className="cms-element cms-form" aria-labelledby={`${slotId}-title`}>
      <h2 id={`${slotId}-title`}>{title || t('contactForm.title')}</h2>
      {success ? (
        <FormNotice message={success} />
      ) : (
        <Form method="post" className="contact-form" noValidate key={attempt}>
          <p>{t('contactForm.intro')}</p>
          <ErrorSummary errors={failure?.errors} />
          <input type="hidden" name="intent" value={CONTACT_INTENT} />
          <input type="hidden" name="slotId" value={slotId} />
          <SelectField {...field('salutationId')} label={t('contactForm.salutation')} required>
            <option value="">{t('contactForm.chooseSalutation')}</option>
            {salutations.map((s) => (
              <option key={s.id} value={s.id}>
                {s.translated?.displayName ?? s.displayName ?? s.salutationKey}
              </option>
            ))}
          </SelectField>
          <TextField {...field('firstName')} label={t('contactForm.firstName')} autoComplete="given-name" required />
          <TextField {...field('lastName')} label={t('contactForm.lastName')} autoComplete="family-name" required />
          <TextField {...field('email')} label={t('contactForm.email')} type="email" autoComplete="email" required />
          <TextField {...field('phone')} label={t('contactForm.phone')} type="tel" autoComplete="tel" />
          <TextField {...field('subject')} label={t('contactForm.subject')} required />
          <div className={`field${errors.comment ? ' field-invalid' : ''}`}>
            <label htmlFor="field-comment">
              {t('contactForm.comment')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="field-comment"
              name="comment"
              rows={6}
              aria-required
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? 'field-comment-error' : undefined}
              defaultValue={values.comment}
            />
            {errors.comment ? (
              <p id="field-comment-error" className="field-error">
                {message(errors.comment)}
              </p>
            ) : null}
          </div>
          <CheckboxField
            name="privacy"
            label={<LegalText textKey="contactForm.privacy" />}
            required
            defaultChecked={values.privacy === 'on'}
            error={errors.privacy}
          />
          <button type="submit" className="form-submit" {...whileBusy(submitting)}>
            {submitting ? t('contactForm.sending') : t('contactForm.submit')}
          </button>
        </Form>
      )}
    </section>
  )
}
