/** /account/profile: personal data (business fields for business accounts), email, password and the newsletter setting. */
import { SelectField, TextField } from '../../components/form/Form'
import { useT } from '../../i18n'
import { AccountForm, useIntentResult } from './form'
import type { AccountProfileData } from './types'

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
  const errors = result.failure?.errors.fields
  const value = (name: string, stored: string | null | undefined) => result.failure?.values[name] ?? stored ?? ''
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
          name="salutationId"
          label={t('account.field.salutation')}
          defaultValue={value('salutationId', customer.salutationId)}
          error={errors?.salutationId}
          autoComplete="honorific-prefix"
        >
          {salutations.map((s) => (
            <option key={s.id} value={s.id}>
              {s.translated?.displayName ?? s.displayName}
            </option>
          ))}
        </SelectField>
        <TextField
          name="title"
          label={t('account.field.title')}
          defaultValue={value('title', customer.title)}
          error={errors?.title}
        />
        <TextField
          name="firstName"
          label={t('account.field.firstName')}
          defaultValue={value('firstName', customer.firstName)}
          error={errors?.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('account.field.lastName')}
          defaultValue={value('lastName', customer.lastName)}
          error={errors?.lastName}
          autoComplete="family-name"
          required
        />
        {business ? (
          <>
            <TextField
              name="company"
              label={t('account.field.company')}
              defaultValue={value('company', customer.company)}
              error={errors?.company}
              autoComplete="organization"
              required
            />
            <TextField
              name="vatId"
              label={t('account.field.vatId')}
              defaultValue={value('vatId', customer.vatIds?.[0])}
              error={errors?.vatId}
              hint={t('account.profile.vatIdHint')}
            />
          </>
        ) : null}
        <button type="submit" className="form-submit" disabled={result.submitting}>
          {t('account.profile.save')}
        </button>
      </AccountForm>
    </section>
  )
}

function ChangeEmail({ email }: { email: string }) {
  const t = useT()
  const result = useIntentResult('email')
  const errors = result.failure?.errors.fields
  return (
    <section aria-labelledby="profile-email" className="account-card">
      <h3 id="profile-email">{t('account.profile.emailTitle')}</h3>
      <p>{t('account.profile.currentEmail', { email })}</p>
      <AccountForm key={result.attempt} intent="email" result={result}>
        <TextField
          name="email"
          type="email"
          label={t('account.profile.newEmail')}
          defaultValue={result.failure?.values.email ?? ''}
          error={errors?.email}
          autoComplete="email"
          required
        />
        <TextField
          name="emailConfirmation"
          type="email"
          label={t('account.profile.emailConfirmation')}
          defaultValue={result.failure?.values.emailConfirmation ?? ''}
          error={errors?.emailConfirmation}
          autoComplete="email"
          required
        />
        <TextField
          name="currentPassword"
          type="password"
          label={t('account.profile.currentPassword')}
          error={errors?.currentPassword}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="form-submit" disabled={result.submitting}>
          {t('account.profile.saveEmail')}
        </button>
      </AccountForm>
    </section>
  )
}

function ChangePassword() {
  const t = useT()
  const result = useIntentResult('password')
  const errors = result.failure?.errors.fields
  return (
    <section aria-labelledby="profile-password" className="account-card">
      <h3 id="profile-password">{t('account.profile.passwordTitle')}</h3>
      {/* Keyed by the answer: passwords never come back, so every field starts empty again. */}
      <AccountForm key={result.attempt} intent="password" result={result}>
        <TextField
          name="password"
          type="password"
          label={t('account.profile.currentPassword')}
          error={errors?.password}
          autoComplete="current-password"
          required
        />
        <TextField
          name="newPassword"
          type="password"
          label={t('account.profile.newPassword')}
          error={errors?.newPassword}
          autoComplete="new-password"
          hint={t('account.profile.passwordHint')}
          minLength={8}
          required
        />
        <TextField
          name="newPasswordConfirm"
          type="password"
          label={t('account.profile.newPasswordConfirm')}
          error={errors?.newPasswordConfirm}
          autoComplete="new-password"
          required
        />
        <button type="submit" className="form-submit" disabled={result.submitting}>
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
        <button type="submit" className="button" disabled={result.submitting}>
          {subscribed ? t('account.newsletter.unsubscribe') : t('account.newsletter.subscribe')}
        </button>
      </AccountForm>
    </section>
  )
}
