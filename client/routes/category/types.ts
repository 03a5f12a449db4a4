/** The category page's loader data beside its listing (browser-safe types). */
import type { CmsPage } from '../../../shared/store-api/content'

/** A category's own CMS layout as its page renders it (layout.server.ts, components/content/cms-view.server.ts). */
export interface CategoryLayout {
  page: CmsPage
  /** A sidebar-filter element places the listing's filters apart from its products. */
  filtersApart: boolean
}
