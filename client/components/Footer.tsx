/** The footer: claims, service links and the tax note matching the shopper's price display. */
import { useAtomValue } from 'jotai'
import { Link } from 'react-router'
import { contextAtom } from '../state/cart'
import { contentPath } from '../../shared/paths'
import { useLocale, useT } from '../i18n'

export function Footer() {
  const t = useT()
  const locale = useLocale()
  return (
    <footer className="site-footer">
      <p>{t('footer.claims')}</p>
      <nav aria-label={t('footer.service')}>
        <ul>
          <li><Link to={contentPath('shippingInfo', locale)}>{t('footer.shippingInfo')}</Link></li>
          <li><Link to={contentPath('sizeChart', locale)}>{t('footer.sizeChart')}</Link></li>
          <li><Link to={contentPath('contact', locale)}>{t('footer.contact')}</Link></li>
        </ul>
      </nav>
      <p className="tax-note">{t(useAtomValue(contextAtom).taxState === 'net' ? 'footer.pricesNet' : 'footer.prices')}</p>
    </footer>
  )
}
