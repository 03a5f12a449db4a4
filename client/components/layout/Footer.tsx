/** The footer: claims, the Store API's footer and service navigation, and the tax note matching the shopper's price display. */
import { useAtomValue } from 'jotai'
import { useLocation } from 'react-router'
import { Link } from '../ui/Link'
import { CONSENT_SETTINGS_PATH } from '../../../shared/consent'
import { sessionAtom } from '../../state/session'
import { useT } from '../../i18n'
import { FooterNewsletter } from '../engagement/NewsletterForm'
import { ThemeSelect } from '../feel/ThemeSelect'
import { FooterNavigation } from './FooterNavigation'
import { TaxNote } from '../product/PriceLaw'

export function Footer() {
  const t = useT()
  return (
    <footer className="site-footer">
      <p>{t('footer.claims')}</p>
      <FooterNavigation />
      {ownFormPage(useLocation().pathname) ? null : <FooterNewsletter />}
      <p className="tax-note">
        <TaxNote net={useAtomValue(sessionAtom).priceDisplay === 'net'} footer />
      </p>
      <p>
        <Link to={CONSENT_SETTINGS_PATH}>{t('footer.cookieSettings')}</Link>
      </p>
      <ThemeSelect />
    </footer>
  )
}

/**
 * Pages that are forms about the shopper themselves (login, registration, account, checkout) and the
 * newsletter page itself show no newsletter form beside theirs: two email or name fields on one page
 * would confuse a screen reader's list of fields and anyone filling in the page's own form.
 */
const ownFormPage = (path: string) =>
  /^\/(login|register|registration|account|checkout|forgot-password|reset-password|newsletter-subscribe)(\/|$)/.test(
    path,
  )
