/** The footer: claims, the Store API's footer and service navigation, and the tax note matching the shopper's price display. */
import { useAtomValue } from 'jotai'
import { sessionAtom } from '../../state/session'
import { useT } from '../../i18n'
import { FooterNavigation } from './FooterNavigation'

export function Footer() {
  const t = useT()
  return (
    <footer className="site-footer">
      <p>{t('footer.claims')}</p>
      <FooterNavigation />
      <p className="tax-note">
        {t(useAtomValue(sessionAtom).priceDisplay === 'net' ? 'footer.pricesNet' : 'footer.prices')}
      </p>
    </footer>
  )
}
