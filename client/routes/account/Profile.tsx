/** /account/profile: personal data (business fields for business accounts), email, password and the newsletter setting. */
import { SelectField, TextField, fieldsOf } from '../../components/form/Form'
import { useT } from '../../i18n'
import { AccountForm, useIntentResult } from './form'
import type { AccountProfileData } from './types'
import { whileBusy } from '../../components/ui/busy'

export function Profile({ data }: { data: AccountProfileData }) {
  const t = useT()
  return (
    <div className="account-profile">
      <h2 id="account-heading">{t('account.profile.title')}</h2>
      <PersonalData data={data} />
      <ChangeEmail email={data.customer.email} />
      <ChangePassword />
      <Newsletter state={data.newsletter} />
    </div>
  )
}

function PersonalData({ data }: { data: AccountProfileData }) {
  const t = useT()
  const { customer, salutations } = data
  const result = useIntentResult('profile')
  const field = fieldsOf(result.failure)
  const business = customer.accountType === 'business'
  return (
    <section aria-labelledby="profile-personal" className="account-card">
      <h3 id="profile-personal">{t('account.profile.personalData')}</h3>
      {/* Keyed by the answer, so a saved form shows what was stored, a failed one what was typed. */}
      <AccountForm
        key={result.attempt}
        intent="profile"
        result={result}
        hidden={{ accountType: business ? 'business' : 'private' }}
      >
        <SelectField
          {...field('salutationId', customer.salutationId)}
          label={t('account.field.salutation')}
          autoComplete="honorific-prefix"
        >
          {salutations.map((s) => (
            <option key={s.id} value={s.id}>
              {s.translated?.displayName ?? s.displayName}
            </option>
          ))}
        </SelectField>
        <TextField {...field('title', customer.title)} label={t('account.field.title')} />
        <TextField
          {...field('firstName', customer.firstName)}
          label={t('account.field.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          {...field('lastName', customer.lastName)}
          label={t('account.field.lastName')}
          autoComplete="family-name"
          required
        />
        {business ? (
          <>
            <TextField
              {...field('company', customer.company)}
              label={t('account.field.company')}
              autoComplete="organization"
              required
            />
            <TextField
              {...field('vatId', customer.vatIds?.[0])}
              label={t('account.field.vatId')}
              hint={t('account.profile.vatIdHint')}
            />
          </>
        ) : null}
        <button type="submit" className="form-submit" {...whileBusy(result.submitting)}>
          {t('account.profile.save')}
        </button>
      </AccountForm>
    </section>
  )
}

function ChangeEmail({ email }: { email: string }) {
  const t = useT()
  const result = useIntentResult('email')
  const field = fieldsOf(result.failure)
  return (
    <section aria-labelledby="profile-email" className="account-card">
      <h3 id="profile-email">{t('account.profile.emailTitle')}</h3>
      <p>{t('account.profile.currentEmail', { email })}</p>
      <AccountForm key={result.attempt} intent="email" result={result}>
        <TextField
          {...field('email')}
          type="email"
          label={t('account.profile.newEmail')}
          autoComplete="email"
          required
        />
        <TextField
          {...field('emailConfirmation')}
          type="email"
          label={t('account.profile.emailConfirmation')}
          autoComplete="email"
          required
        />
        <TextField
          {...field('currentPassword')}
          type="password"
          label={t('account.profile.currentPassword')}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="form-submit" {...whileBusy(result.submitting)}>
          {t('account.profile.saveEmail')}
        </button>
      </AccountForm>
    </section>
  )
}

function ChangePassword() {
  const t = useT()
  const result = useIntentResult('password')
  const field = fieldsOf(result.failure)
  return (
    <section aria-labelledby="profile-password" className="account-card">
      <h3 id="profile-password">{t('account.profile.passwordTitle')}</h3>
      {/* Keyed by the answer: passwords never come back, so every field starts empty again. */}
      <AccountForm key={result.attempt} intent="password" result={result}>
        <TextField
          {...field('password')}
          type="password"
          label={t('account.profile.currentPassword')}
          autoComplete="current-password"
          required
        />
        <TextField
          {...field('newPassword')}
          type="password"
          label={t('account.profile.newPassword')}
          autoComplete="new-password"
          hint={t('account.profile.passwordHint')}
          minLength={8}
          required
        />
        <TextField
          {...field('newPasswordConfirm')}
          type="password"
          label={t('account.profile.newPasswordConfirm')}
          autoComplete="new-password"
          required
        />
        <button type="submit" className="form-submit" {...whileBusy(result.submitting)}>
          {t('account.profile.savePassword')}
        </button>
      </AccountForm>
    </section>
  )
}

function Newsletter({ state }: { state: AccountProfileData['newsletter'] }) {
  const t = useT()
  const result = useIntentResult('newsletter')
  const subscribed = state !== 'none'
  return (
    <section aria-labelledby="newsletter" className="account-card">
      <h3 id="newsletter">{t('account.newsletter.title')}</h3>
      <p>{t(`account.newsletter.state.${state}`)}</p>
      <AccountForm intent="newsletter" result={result} hidden={{ subscribe: subscribed ? '0' : '1' }}>
        <button type="submit" className="button" {...whileBusy(result.submitting)}>
          {subscribed ? t('account.newsletter.unsubscribe') : t('account.newsletter.subscribe')}
        </button>
      </AccountForm>
    </section>
  )
}
