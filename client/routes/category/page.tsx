/**
 * A category's page: its name from the navigation (in the shell), then its own CMS layout when it has one
 * (./layout-view.tsx) or its listing, whose products stream in.
 */
import { island, StreamedSuspense } from '../../island'
import { Await, useRouteLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { navigationPath } from '../../../shared/paths'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { GridSkeleton, ProductGrid } from '../../components/listing/ProductGrid'
import { NotFound } from '../../components/layout/error-islands'
import { Seo } from '../../components/ui/Seo'
import type { Translate } from '../../../shared/i18n'
import { useT } from '../../i18n'
import type { NavigationEntry, Deferred, ProductListing, RootData } from '../../types'
import type { CategoryLayout } from './types'

// The filter form works as a GET form until its code arrives (after the load event): not in the first visit's code.
const ListingFilters = island(() => import('../../components/listing/ListingFilters').then((m) => m.ListingFilters))
// A category's own layout: its renderers load only where one renders (./layout-island.ts).
const LayoutView = island(() => import('./layout-island').then((m) => m.LayoutView))

function findCategory(entries: NavigationEntry[], id: string): NavigationEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry
    const child = findCategory(entry.children ?? [], id)
    if (child) return child
  }
  return undefined
}

export default function CategoryPage({
  id,
  page,
  listing,
  layout,
}: {
  id: string
  page: number
  listing: Deferred<ProductListing>
  layout?: CategoryLayout
}) {
  const t = useT()
  const root = useRouteLoaderData('root') as RootData
  const category = findCategory(root.navigation, id)
  const name = category?.name ?? ''
  return (
    <section aria-labelledby="listing-heading">
      <Seo title={name} description={categoryDescription(t, name, category)} page={page} />
      <Breadcrumb category={id} />
      <h1 id="listing-heading">{name}</h1>
      {layout ? (
        <LayoutView layout={layout} listing={listing} page={page} />
      ) : (
        <StreamedSuspense fallback={<GridSkeleton label={t('listing.loading')} />}>
          <Await resolve={listing}>
            {(result: ProductListing | null) =>
              result ? (
                <div className="listing-layout">
                  <aside>
                    {category?.children?.length ? (
                      <nav aria-label={t('filters.categories')} className="sub-categories">
                        <ul>
                          {category.children.map((child) => (
                            <li key={child.id}>
                              <Link to={navigationPath(child)}>{child.name}</Link>
                            </li>
                          ))}
                        </ul>
                      </nav>
                    ) : null}
                    <ListingFilters listing={result} />
                  </aside>
                  <div>
                    <ProductGrid listing={result} page={page} emptyText={t('listing.empty')} />
                  </div>
                </div>
              ) : (
                <NotFound />
              )
            }
          </Await>
        </StreamedSuspense>
      )}
    </section>
  )
}

/**
 * A category's meta description: its name and its sub-categories, known with the shell (the listing's total
 * streams in later, and a description must be in the head).
 */
function categoryDescription(t: Translate, name: string, category: NavigationEntry | undefined): string {
  const shop = t('meta.shopName')
  const children = category?.children?.map((child) => child.name).join(', ')
  return children
    ? t('seo.categoryDescriptionWithChildren', { name, children, shop })
    : t('seo.categoryDescription', { name, shop })
}
