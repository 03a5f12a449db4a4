/**
 * Home: the root category's own CMS layout when it has one (rendered as a category's, ../category/layout-view.tsx),
 * else the shop's promise with a way in, what it promises every shopper, the categories with their
 * pictures (in the shell) and featured products (streamed).
 */
import { Await, useLoaderData, useRouteLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { FREE_SHIPPING_FROM_CENTS, type Locale } from '../../../shared/constants'
import { localizedPath } from '../../../shared/locale'
import { navigationPath } from '../../../shared/paths'
import { SEARCH_PARAM } from '../listing/params'
import { ProductCard } from '../../components/listing/ProductCard'
import { Seo } from '../../components/ui/Seo'
import { useLocale, usePrice, useT } from '../../i18n'
import { island, StreamedSuspense } from '../../island'
import type { ProductListing, RootData } from '../../types'
import type { HomeData } from './types'

// The shopper's recently viewed products come from the browser's storage, so the worker renders nothing
// here. They stand just above the footer: their code loads as the shopper comes near it (client/island.tsx).
const LastSeen = island(() => import('../../components/layout/LastSeen').then((m) => m.LastSeen), {
  near: '.site-footer',
})
// The root category's layout: the same island as a category page's, its renderers loaded only where one renders.
const LayoutView = island(() => import('../category/layout-island').then((m) => m.LayoutView))

export default function Home() {
  const t = useT()
  const data = useLoaderData() as HomeData
  const root = useRouteLoaderData('root') as RootData
  const locale = useLocale()
  const seo = (
    <Seo
      title={t('meta.homeTitle')}
      description={t('meta.homeDescription')}
      jsonLd={shopJsonLd(t('meta.shopName'), root.origin, locale)}
    />
  )
  if (data.layout) {
    // The merchant's layout is the page; the shop's heading stays its one h1 (the layout's own are
    // demoted to h2 by components/content/cms-view.server.ts), for screen readers and crawlers.
    return (
      <>
        {seo}
        <h1 className="visually-hidden">{t('home.heading')}</h1>
        <LayoutView layout={data.layout} listing={data.listing} page={data.page} />
        <LastSeen />
      </>
    )
  }
  const { featured } = data
  return (
    <>
      {seo}
      <section className="hero">
        <p className="hero-kicker">{t('home.kicker')}</p>
        <h1>{t('home.heading')}</h1>
        <p className="hero-intro">{t('home.intro')}</p>
        {root.navigation[0] ? (
          <p>
            <Link to={navigationPath(root.navigation[0])} className="button primary">
              {t('home.cta')}
            </Link>
          </p>
        ) : null}
      </section>
      <Promises />
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-tiles">
          {root.navigation.map((category) => (
            <li key={category.id}>
              <Link to={navigationPath(category)}>
                {category.image ? <img src={category.image} alt="" width={160} height={120} loading="lazy" /> : null}
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-featured">
        <h2 id="home-featured">{t('home.featured')}</h2>
        <StreamedSuspense
          fallback={
            // A listing's skeleton (components/listing/ProductGrid's GridSkeleton), written here: importing it
            // would make home load the grid and its page links, which home does not show.
            <div className="grid-skeleton" role="status" aria-live="polite">
              {t('listing.loading')}
            </div>
          }
        >
          <Await resolve={featured}>
            {(listing: ProductListing | null) => (
              <ul className="product-grid">
                {(listing?.elements ?? []).map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </StreamedSuspense>
      </section>
      <LastSeen />
    </>
  )
}

/**
 * What the retailer promises every shopper, under the hero: free delivery from the threshold, free
 * returns for consumers in Germany, invoices and net prices for businesses.
 */
function Promises() {
  const t = useT()
  const price = usePrice()
  return (
    <ul className="usp-bar" aria-label={t('home.promises')}>
      <li>{t('home.freeShipping', { amount: price(FREE_SHIPPING_FROM_CENTS / 100) })}</li>
      <li>{t('home.freeReturns')}</li>
      <li>{t('home.invoice')}</li>
      <li>{t('home.netPrices')}</li>
    </ul>
  )
}

/**
 * The shop for crawlers: the Organization, and the WebSite with a SearchAction into this locale's search
 * (Google's sitelinks search box).
 */
function shopJsonLd(name: string, origin: string, locale: Locale) {
  const home = origin + localizedPath(locale, '/')
  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  }
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name,
        url: home,
        inLanguage: locale,
        publisher: { '@id': organization['@id'] },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${origin}${localizedPath(locale, '/search')}?${SEARCH_PARAM}={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
}
