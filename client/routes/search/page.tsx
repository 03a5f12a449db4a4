/** Search results for ?search=…; the term is in the URL, the results stream in. */
import { island, StreamedSuspense } from '../../island'
import { Await, useLoaderData } from 'react-router'
import { Link } from '../../components/ui/Link'
import { didYouMean } from '../../../shared/catalog/did-you-mean'
import { textWithSlots } from '../../../shared/i18n'
import { GridSkeleton, ProductGrid } from '../../components/listing/ProductGrid'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import type { Deferred, ProductListing } from '../../types'
import { searchPath } from '../listing/params'

// The filter form works as a GET form until its code arrives (after the load event): not in the first visit's code.
const ListingFilters = island(() => import('../../components/listing/ListingFilters').then((m) => m.ListingFilters))

interface SearchData {
  term: string
  page: number
  result: Deferred<ProductListing>
  /** The same search's aggregations only, streamed on their own. */
  facets: Deferred<ProductListing>
}

export default function Search() {
  const t = useT()
  const { term, page, result, facets } = useLoaderData() as SearchData
  return (
    <section aria-labelledby="search-heading">
      <Seo
        title={term ? t('search.heading', { term }) : t('search.title')}
        description={term ? t('seo.searchDescription', { term, shop: t('meta.shopName') }) : t('meta.homeDescription')}
      />
      <meta name="robots" content="noindex, follow" />
      <h1 id="search-heading">{term ? t('search.heading', { term }) : t('search.prompt')}</h1>
      {term ? (
        <StreamedSuspense fallback={<GridSkeleton label={t('listing.loading')} />}>
          <Await resolve={result}>
            {(listing: ProductListing | null) =>
              listing ? (
                <div className="listing-layout">
                  <aside>
                    {/* Until the aggregations stream in, the same form without their options: sorting and the
                        closed filter panel stand where they will, so the products below do not move on a phone. */}
                    <StreamedSuspense fallback={<ListingFilters listing={listing} />}>
                      <Await resolve={facets}>
                        {(withFacets: ProductListing | null) =>
                          withFacets ? (
                            <ListingFilters listing={{ ...listing, aggregations: withFacets.aggregations }} />
                          ) : null
                        }
                      </Await>
                    </StreamedSuspense>
                  </aside>
                  <div>
                    <DidYouMean term={didYouMean(listing)} />
                    <ProductGrid listing={listing} page={page} emptyText={t('search.noResults', { term })} />
                  </div>
                </div>
              ) : (
                <p role="alert">{t('error.502')}</p>
              )
            }
          </Await>
        </StreamedSuspense>
      ) : (
        <p>{t('search.termRequired')}</p>
      )}
    </section>
  )
}

/** "Meinten Sie „fleecejacke“?" with the corrected term as a link to its search. */
function DidYouMean({ term }: { term: string | null }) {
  const t = useT()
  if (!term) return null
  const [before, , after] = textWithSlots(t, 'search.didYouMean', ['term'])
  return (
    <p className="did-you-mean">
      {before}
      <Link to={searchPath(term)}>{term}</Link>
      {after}
    </p>
  )
}
