/** The login page (default layout): email and password; works as a plain POST before hydration. */
import { Form, useLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { ErrorSummary, FormNotice, TextField, useFormResult, fieldsOf } from '../../components/form/Form'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { type LoginPageData, type LoginValues, REDIRECT_PARAM } from './params'
import { whileBusy } from '../../components/ui/busy'

export default function LoginPage() {
  const t = useT()
  const { redirectTo, notice } = useLoaderData() as LoginPageData
  const { failure, attempt, submitting } = useFormResult<LoginValues>()
  const field = fieldsOf(failure)
  return (
    <div className="form-page">
      <Seo title={t('auth.loginTitle')} />
      <meta name="robots" content="noindex" />
      <Breadcrumb items={[{ label: t('breadcrumb.login') }]} />
      <h1>{t('auth.loginTitle')}</h1>
      {notice && !failure ? <FormNotice message={{ key: notice }} /> : null}
      <p>{t('auth.loginIntro')}</p>
      <Form method="post" noValidate className="form-stack">
        <ErrorSummary errors={failure?.errors} />
        <TextField {...field('email')} type="email" label={t('auth.email')} autoComplete="email" required />
        {/* Keyed by the failure, so a failed login empties the password (it never comes back from the server). */}
        <TextField
          key={attempt}
          {...field('password')}
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
          required
        />
        <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />
        <button type="submit" className="form-submit" {...whileBusy(submitting)}>
          {submitting ? t('form.sending') : t('auth.loginSubmit')}
        </button>
      </Form>
      <div className="form-links">
        <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
        <p>
          {t('auth.noAccount')} <Link to="/register">{t('auth.registerLink')}</Link>
        </p>
      </div>
    </div>
  )
}
