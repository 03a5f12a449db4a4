/** Footer and service navigation entries as category entities (Shopware keeps them as categories of type page, link or folder). */
import type { seoUrlEntity } from '../../catalog/seo/entity'

type SeoUrl = ReturnType<typeof seoUrlEntity>

export interface NavigationEntryRow {
  id: string
  parentId: string | null
  position: number
  type: 'page' | 'link' | 'folder'
  linkType: 'category' | 'product' | 'landing_page' | null
  internalLink: string | null
  seoRoute: string | null
  linkNewTab: number
  name: string
  externalLink: string | null
}

export interface NavigationEntryEntity {
  id: string
  name: string
  children: NavigationEntryEntity[]
  [key: string]: unknown
}

/**
 * One entry; `parentId` is the navigation's root for top-level entries, `level` counts from that
 * root (level 1) as in Shopware, `breadcrumb` holds the names from the root's children down.
 */
export function navigationEntryEntity(
  row: NavigationEntryRow,
  parentId: string,
  level: number,
  breadcrumb: string[],
  seoUrls: SeoUrl[],
): NavigationEntryEntity {
  const link = {
    type: row.type,
    linkType: row.linkType,
    internalLink: row.internalLink,
    externalLink: row.externalLink,
    linkNewTab: row.linkNewTab === 1,
  }
  return {
    id: row.id,
    parentId,
    level,
    name: row.name,
    description: null,
    breadcrumb,
    ...link,
    active: true,
    visible: true,
    childCount: 0,
    visibleChildCount: 0,
    seoUrls,
    children: [],
    translated: { name: row.name, breadcrumb, description: '', parentId, ...link },
    apiAlias: 'category',
  }
}
