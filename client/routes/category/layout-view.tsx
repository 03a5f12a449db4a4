/**
 * A category's own CMS layout (an island of ./page.tsx, loaded only where a category has one): the shop's
 * CMS renderer with the elements a category's layout adds. The product-listing element is the listing as
 * the page shows it without a layout (products, sorting, filters in the URL, paging; the filter form works
 * without JavaScript), its filters where a sidebar-filter element sits, if the layout has one. Elements
 * that need no code in the browser come as HTML made on the worker (components/content/cms-view.server.ts).
 */
import { createContext, useContext } from 'react'
import { Await } from 'react-router'
import { CmsBuyBox } from '../../components/content/CmsBuyBox'
import { CmsImageSlider } from '../../components/content/CmsImageSlider'
import { CmsPage } from '../../components/content/CmsPage'
import { CmsCrossSelling } from '../../components/content/CmsProducts'
import { type CmsElementProps, CmsElements } from '../../components/content/CmsSlot'
import { GridSkeleton, ProductGrid } from '../../components/listing/ProductGrid'
import { useT } from '../../i18n'
import { island, StreamedSuspense } from '../../island'
import type { Deferred, ProductListing } from '../../types'
import type { CategoryLayout } from './types'

const ListingFilters = island(() => import('../../components/listing/ListingFilters').then((m) => m.ListingFilters))

export interface LayoutProps {
  layout: CategoryLayout
  listing: Deferred<ProductListing>
  page: number
}

const Listing = createContext<Omit<LayoutProps, 'layout'> & { filtersApart: boolean }>({
  listing: null,
  page: 1,
  filtersApart: false,
})

/** The products, sorting and paging; the filters beside them unless a sidebar-filter element has them. */
function ProductListingElement() {
  const t = useT()
  const { listing, page, filtersApart } = useContext(Listing)
  return (
    <div className="cms-element cms-product-listing">
      <StreamedSuspense fallback={<GridSkeleton label={t('listing.loading')} />}>
        <Await resolve={listing}>
          {(result: ProductListing | null) => {
            if (!result) return <p className="empty">{t('listing.empty')}</p>
            const grid = <ProductGrid listing={result} page={page} emptyText={t('listing.empty')} />
            return filtersApart ? (
              grid
            ) : (
              <div className="listing-layout">
                <aside>
                  <ListingFilters listing={result} />
                </aside>
                <div>{grid}</div>
              </div>
            )
          }}
        </Await>
      </StreamedSuspense>
    </div>
  )
}

/** The listing's filters and sorting, where the editor placed them. */
function SidebarFilterElement() {
  const { listing } = useContext(Listing)
  return (
    <div className="cms-element cms-sidebar-filter">
      <StreamedSuspense fallback={null}>
        <Await resolve={listing}>
          {(result: ProductListing | null) => (result ? <ListingFilters listing={result} /> : null)}
        </Await>
      </StreamedSuspense>
    </div>
  )
}

/** An element the worker rendered to HTML (no code of its own in the browser). */
function StaticElement({ slot }: CmsElementProps) {
  return (
    <div
      className={`cms-element cms-${slot.type}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered by React on the worker, its HTML parts made safe there (cms-view.server.ts)
      dangerouslySetInnerHTML={{ __html: (slot as { html?: string }).html ?? '' }}
    />
  )
}

function CrossSellingElement({ slot }: CmsElementProps) {
  return (
    <CmsCrossSelling
      sections={(slot.data as unknown as { sections: Parameters<typeof CmsCrossSelling>[0]['sections'] }).sections}
    />
  )
}

const ELEMENTS = {
  'product-listing': ProductListingElement,
  'sidebar-filter': SidebarFilterElement,
  'image-slider': CmsImageSlider,
  'image-gallery': CmsImageSlider,
  'buy-box': CmsBuyBox,
  'cross-selling': CrossSellingElement,
  'youtube-video': StaticElement,
  'vimeo-video': StaticElement,
  'category-navigation': StaticElement,
  'product-name': StaticElement,
  'manufacturer-logo': StaticElement,
  'product-description-reviews': StaticElement,
}

export function CategoryLayoutView({ layout, listing, page }: LayoutProps) {
  return (
    <Listing.Provider value={{ listing, page, filtersApart: layout.filtersApart }}>
      <CmsElements.Provider value={ELEMENTS}>
        <CmsPage page={layout.page} />
      </CmsElements.Provider>
    </Listing.Provider>
  )
}
