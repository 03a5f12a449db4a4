/**
 * Writing a review on the product page: a logged-in customer gets the form (title, text, 1–5 points as
 * a radio group); a guest a link to the login that comes back to the reviews. The form posts to the page
 * itself, whose action saves the review; the page's data then reloads, so the review appears.
 */
import { useAtomValue } from 'jotai'
import { Form, useLocation } from 'react-router'
import { usePrefix, useT } from '../../i18n'
import { sessionAtom } from '../../state/session'
import { syncsWithServer } from '../../state/wishlist-atoms'
import { ErrorSummary, FormNotice, TextField, useFormResult, useMessage, fieldsOf } from '../form/Form'
import '../engagement/engagement.css'
import { REVIEW_INTENT, REVIEW_POINTS, type ReviewValues } from './review'
import { whileBusy } from '../ui/busy'

export function ReviewForm({ productId }: { productId: string }) {
  const t = useT()
  const message = useMessage()
  const prefix = usePrefix()
  const { pathname, search } = useLocation()
  const session = useAtomValue(sessionAtom)
  const { failure, success, submitting, attempt } = useFormResult<ReviewValues>()
  // Guests (and guest sessions, which have no account to review with) log in first.
  if (!syncsWithServer(session)) {
    return (
      <p className="review-login">
        <a href={`${prefix}/login?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`}>{t('reviewForm.login')}</a>
      </p>
    )
  }
  const errors = failure?.errors.fields ?? {}
  const values = failure?.values ?? {}
  const field = fieldsOf(failure)
  return (
    <section className="review-write" aria-labelledby="review-form-heading">
      <h3 id="review-form-heading">{t('reviewForm.title')}</h3>
      {success ? <FormNotice message={success} /> : null}
      <Form
        method="post"
        className="review-form"
        noValidate
        key={success ? `sent-${attempt}` : attempt}
        preventScrollReset
      >
        <ErrorSummary errors={failure?.errors} />
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <input type="hidden" name="productId" value={productId} />
        <fieldset
          className={`rating-choice${errors.points ? ' field-invalid' : ''}`}
          aria-describedby={errors.points ? 'field-points-error' : undefined}
        >
          <legend>
            {t('reviewForm.points')}
            <span aria-hidden="true"> *</span>
          </legend>
          {REVIEW_POINTS.map((points) => (
            <label key={points}>
              <input
                type="radio"
                name="points"
                value={points}
                required
                defaultChecked={values.points === String(points)}
                id={points === 1 ? 'field-points' : undefined}
              />
              <span aria-hidden="true">{'★'.repeat(points)}</span>
              <span className="visually-hidden">{t('reviewForm.point', { points })}</span>
            </label>
          ))}
          {errors.points ? (
            <p id="field-points-error" className="field-error">
              {message(errors.points)}
            </p>
          ) : null}
        </fieldset>
        <TextField {...field('title')} label={t('reviewForm.reviewTitle')} required minLength={5} />
        <div className={`field${errors.content ? ' field-invalid' : ''}`}>
          <label htmlFor="field-content">
            {t('reviewForm.content')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="field-content"
            name="content"
            rows={5}
            aria-required
            minLength={40}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? 'field-content-hint field-content-error' : 'field-content-hint'}
            defaultValue={values.content}
          />
          <p id="field-content-hint" className="field-hint">
            {t('reviewForm.contentHint')}
          </p>
          {errors.content ? (
            <p id="field-content-error" className="field-error">
              {message(errors.content)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="form-submit" {...whileBusy(submitting)}>
          {submitting ? t('reviewForm.sending') : t('reviewForm.submit')}
        </button>
      </Form>
    </section>
  )
}
