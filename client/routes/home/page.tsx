/** Home: categories from the navigation (in the shell) and featured products (streamed). */
import { Suspense } from 'react'
import { Await, Link, useLoaderData, useRouteLoaderData } from 'react-router'
import { navigationPath } from '../../../shared/paths'
import { GridSkeleton } from '../../components/listing/ProductGrid'
import { LastSeen } from '../../components/layout/LastSeen'
import { ProductCard } from '../../components/listing/ProductCard'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import type { Deferred, ProductListing, RootData } from '../../types'

export default function Home() {
  const t = useT()
  const { featured } = useLoaderData() as { featured: Deferred<ProductListing> }
  const root = useRouteLoaderData('root') as RootData
  return (
    <>
      <Seo
        title={t('meta.homeTitle')}
        description={t('meta.homeDescription')}
        jsonLd={{ '@context': 'https://schema.org', '@type': 'WebSite', name: t('meta.shopName'), url: root.origin }}
      />
      <section className="hero">
        <h1>{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-tiles">
          {root.navigation.map((category) => (
            <li key={category.id}>
              <Link to={navigationPath(category)}>{category.translated.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-featured">
        <h2 id="home-featured">{t('home.featured')}</h2>
        <Suspense fallback={<GridSkeleton label={t('listing.loading')} />}>
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
        </Suspense>
      </section>
      <LastSeen />
    </>
  )
}
