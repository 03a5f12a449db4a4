/** A category's listing: its name from the navigation (in the shell), its products streamed in. */
import { Suspense } from 'react'
import { Await, Link, useRouteLoaderData } from 'react-router'
import { navigationPath } from '../../../shared/paths'
import { ListingFilters } from '../../components/listing/ListingFilters'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { categoryTrail, trailItems } from '../../navigation'
import { GridSkeleton, ProductGrid } from '../../components/listing/ProductGrid'
import { NotFound } from '../../components/layout/error-islands'
import { withQuery } from '../../components/content/alternates'
import { useAlternates } from '../../components/layout/Header'
import { MetaDescription, Seo } from '../../components/ui/Seo'
import { useLocale, useT } from '../../i18n'
import type { NavigationEntry, Deferred, ProductListing, RootData } from '../../types'

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
}: {
  id: string
  page: number
  listing: Deferred<ProductListing>
}) {
  const t = useT()
  const locale = useLocale()
  const root = useRouteLoaderData('root') as RootData
  const category = findCategory(root.navigation, id)
  const name = category?.name ?? ''
  const onPage = (text: string) => (page > 1 ? t('seo.pageSuffix', { text, page }) : text)
  // Filtered and sorted views name the unfiltered listing (of the same page) as canonical: decision 035.
  const alternates = withQuery(useAlternates(), page > 1 ? `p=${page}` : '')
  return (
    <section aria-labelledby="listing-heading">
      <Seo title={onPage(name)} alternates={alternates} />
      <Breadcrumb items={trailItems(categoryTrail(root.navigation, id))} />
      <h1 id="listing-heading">{name}</h1>
      <Suspense fallback={<GridSkeleton label={t('listing.loading')} />}>
        <Await resolve={listing}>
          {(result: ProductListing | null) =>
            result ? (
              <div className="listing-layout">
                <MetaDescription
                  text={onPage(
                    t('seo.categoryDescription', {
                      name,
                      total: (result.total ?? 0).toLocaleString(locale),
                      shop: t('meta.shopName'),
                    }),
                  )}
                />
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
      </Suspense>
    </section>
  )
}
