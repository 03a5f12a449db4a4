/** Reset password: new password and its repetition; an expired link says so and offers a new one. */
import { Form, useLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { ErrorSummary, TextField, useFormResult, fieldsOf } from '../../components/form/Form'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { PASSWORD_MIN_LENGTH } from '../register/params'
import { whileBusy } from '../../components/ui/busy'

interface ResetPasswordData {
  hash: string
  expired: boolean
}

export default function ResetPasswordPage() {
  const t = useT()
  const { hash, expired } = useLoaderData() as ResetPasswordData
  const { failure, attempt, submitting } = useFormResult<{ newPassword: string; newPasswordConfirm: string }>()
  const field = fieldsOf(failure)
  const linkExpired = expired || failure?.errors.form?.key === 'auth.recoveryHashExpired'
  return (
    <div className="form-page">
      <Seo title={t('auth.resetTitle')} />
      <meta name="robots" content="noindex" />
      <Breadcrumb items={[{ label: t('breadcrumb.resetPassword') }]} />
      <h1>{t('auth.resetTitle')}</h1>
      {linkExpired ? (
        <div className="error-summary" role="alert">
          <p className="error-summary-title">{t('auth.recoveryHashExpired')}</p>
          <p>
            <Link to="/forgot-password">{t('auth.requestNewPassword')}</Link>
          </p>
        </div>
      ) : (
        <Form method="post" noValidate className="form-stack" key={attempt}>
          <ErrorSummary errors={failure?.errors} />
          <input type="hidden" name="hash" value={hash} />
          <TextField
            {...field('newPassword')}
            type="password"
            label={t('auth.newPassword')}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <TextField
            {...field('newPasswordConfirm')}
            type="password"
            label={t('auth.newPasswordConfirm')}
            autoComplete="new-password"
            required
          />
          <button type="submit" className="form-submit" {...whileBusy(submitting)}>
            {submitting ? t('form.sending') : t('auth.resetSubmit')}
          </button>
        </Form>
      )}
    </div>
  )
}
