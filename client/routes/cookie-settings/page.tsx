/**
 * The cookie settings, linked from every page's footer: the categories, the shopper's current choice,
 * and a form that changes or withdraws it at any time. The form is a plain POST to the consent form
 * (worker/forms/consent.ts), so the next page loads with the new choice applied, with or without
 * JavaScript.
 */
import { useLoaderData } from 'react-router'
import { CONSENT_PATH, CONSENT_SETTINGS_PATH, OPTIONAL_CATEGORIES } from '../../../shared/consent'
import { LegalText } from '../../components/form/LegalText'
import { Seo } from '../../components/ui/Seo'
import { usePrefix, useT } from '../../i18n'
import type { CookieSettingsData } from './types'

export default function CookieSettingsPage() {
  const t = useT()
  const prefix = usePrefix()
  const { consent, tracking, saved } = useLoaderData() as CookieSettingsData
  const allowed = OPTIONAL_CATEGORIES.filter((category) => consent?.[category]).map((c) => t(`consent.${c}`))
  return (
    <section className="form-page consent-settings" aria-labelledby="consent-settings-heading">
      <Seo title={t('consent.settingsTitle')} />
      <meta name="robots" content="noindex" />
      <h1 id="consent-settings-heading">{t('consent.settingsTitle')}</h1>
      {saved ? (
        <p className="form-notice" role="status">
          {t('consent.saved')}
        </p>
      ) : null}
      {tracking ? (
        <>
          <p>{t('consent.settingsIntro')}</p>
          <p data-testid="consent-current">
            {consent
              ? t('consent.current', { choice: [t('consent.necessary'), ...allowed].join(', ') })
              : t('consent.noChoice')}
          </p>
          <form method="post" action={prefix + CONSENT_PATH} className="form-stack">
            <input type="hidden" name="redirectTo" value={`${prefix}${CONSENT_SETTINGS_PATH}?saved=1`} />
            <fieldset>
              <legend>{t('consent.categories')}</legend>
              <div className="consent-category">
                <input type="checkbox" id="settings-necessary" checked disabled />
                <label htmlFor="settings-necessary">
                  {t('consent.necessary')} ({t('consent.always')})
                </label>
                <p className="consent-category-text">{t('consent.necessaryText')}</p>
              </div>
              {OPTIONAL_CATEGORIES.map((category) => (
                <div className="consent-category" key={category}>
                  <input
                    type="checkbox"
                    id={`settings-${category}`}
                    name={category}
                    defaultChecked={consent?.[category] ?? false}
                    aria-describedby={`settings-${category}-text`}
                  />
                  <label htmlFor={`settings-${category}`}>{t(`consent.${category}`)}</label>
                  <p className="consent-category-text" id={`settings-${category}-text`}>
                    {t(`consent.${category}Text`)}
                  </p>
                </div>
              ))}
            </fieldset>
            <div className="consent-actions">
              <button type="submit" name="choice" value="custom" className="button primary">
                {t('consent.save')}
              </button>
              <button type="submit" name="choice" value="necessary" className="button">
                {t('consent.necessaryOnly')}
              </button>
              <button type="submit" name="choice" value="all" className="button">
                {t('consent.acceptAll')}
              </button>
            </div>
          </form>
        </>
      ) : (
        <p>{t('consent.onlyNecessary')}</p>
      )}
      <p>
        <LegalText textKey="consent.privacy" />
      </p>
    </section>
  )
}
