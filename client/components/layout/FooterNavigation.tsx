/** The footer's navigation from the Store API (footer-navigation folders, service-navigation links); the shop's fixed links when it has no footer menu. */
import { useRouteLoaderData } from 'react-router'
import { Link } from '../ui/Link'
import { type NavigationEntryLike, navigationPath } from '../../../shared/paths'
import { useT } from '../../i18n'
import { useContentLink } from '../../state/shop-features'
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

/** The shipping, size-chart and contact links, for a Store API without a footer navigation: those of pages the shop has (decision 054). */
function FixedLinks() {
  const t = useT()
  const links = [
    ['shippingInfo', useContentLink('shippingInfo'), t('footer.shippingInfo')],
    ['sizeChart', useContentLink('sizeChart'), t('footer.sizeChart')],
    ['contact', useContentLink('contact'), t('footer.contact')],
  ] as const
  if (!links.some(([, path]) => path)) return null
  return (
    <nav aria-label={t('footer.service')}>
      <ul>
        {links.map(([page, path, label]) =>
          path ? (
            <li key={page}>
              <Link to={path}>{label}</Link>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  )
}
