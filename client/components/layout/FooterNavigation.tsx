/** The footer's navigation from the Store API (footer-navigation folders, service-navigation links); the spec's fixed links when it has no footer menu. */
import { Link, useRouteLoaderData } from 'react-router'
import { contentPath, type NavigationEntryLike, navigationPath } from '../../../shared/paths'
import { useLocale, useT } from '../../i18n'
import type { FooterEntry, FooterNavigation as Navigation } from '../../routes/content/types'
import type { RootData } from '../../types'
import { ContentLink } from '../content/ContentLink'
import '../content/cms.css'

export function FooterNavigation() {
  const navigation = (useRouteLoaderData('root') as RootData | undefined)?.footer
  // Each menu stands alone: a shop without a service navigation (Shopware's 204) keeps its footer's folders.
  return (
    <>
      {navigation?.footer.length ? <FooterFolders footer={navigation.footer} /> : <FixedLinks />}
      {navigation?.service.length ? <ServiceLinks service={navigation.service} /> : null}
    </>
  )
}

function FooterFolders({ footer }: { footer: Navigation['footer'] }) {
  const t = useT()
  return (
    <nav aria-label={t('content.footerNavigation')} className="footer-navigation">
      {footer.map((entry, index) =>
        entry.type === 'folder' ? (
          <section key={entry.id ?? index} aria-labelledby={`footer-${entry.id}`}>
            <h2 id={`footer-${entry.id}`}>{entry.name}</h2>
            <ul>
              {(entry.children ?? []).map((child, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the footer's links are a fixed list per page; a link carries no id
                <li key={position}>
                  <EntryLink entry={child} />
                </li>
              ))}
            </ul>
          </section>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page; a link carries no id
          <EntryLink key={index} entry={entry} />
        ),
      )}
    </nav>
  )
}

function ServiceLinks({ service }: { service: Navigation['service'] }) {
  const t = useT()
  return (
    <nav aria-label={t('content.serviceNavigation')} className="service-navigation">
      <ul>
        {service.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page; a link carries no id
          <li key={index}>
            <EntryLink entry={entry} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

const EntryLink = ({ entry }: { entry: FooterEntry }) => (
  // An entry whose address needs its id keeps it (footerEntry in routes/content/loader.server.ts).
  <ContentLink to={navigationPath(entry as NavigationEntryLike)} newTab={entry.linkNewTab}>
    {entry.name}
  </ContentLink>
)

/** The links spec §2 names, for a Store API without a footer navigation. */
function FixedLinks() {
  const t = useT()
  const locale = useLocale()
  return (
    <nav aria-label={t('footer.service')}>
      <ul>
        <li>
          <Link to={contentPath('shippingInfo', locale)}>{t('footer.shippingInfo')}</Link>
        </li>
        <li>
          <Link to={contentPath('sizeChart', locale)}>{t('footer.sizeChart')}</Link>
        </li>
        <li>
          <Link to={contentPath('contact', locale)}>{t('footer.contact')}</Link>
        </li>
      </ul>
    </nav>
  )
}
