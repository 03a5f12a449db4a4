/** Category entities as the navigation route returns them. */
import { mediaEntity } from '../media/entity'
import type { CategoryRow } from './queries'
import type { seoUrlEntity } from '../seo/entity'

type SeoUrl = ReturnType<typeof seoUrlEntity>

export interface CategoryEntity {
  id: string
  name: string
  children: CategoryEntity[]
  [key: string]: unknown
}

/**
 * Shapes a category row; `breadcrumb` holds the translated names from the root down to this category.
 * All seeded categories are pages (type 'page'), so the link fields are null.
 */
export function categoryEntity(
  row: CategoryRow,
  breadcrumb: string[],
  seoUrls: SeoUrl[],
  children: CategoryEntity[] = [],
  withMedia = true,
): CategoryEntity {
  return {
    id: row.id,
    parentId: row.parentId,
    path: row.path || null,
    level: row.level,
    name: row.name,
    description: row.description,
    breadcrumb,
    type: 'page',
    linkType: null,
    internalLink: null,
    externalLink: null,
    linkNewTab: false,
    active: row.active === 1,
    visible: row.visible === 1,
    childCount: row.childCount,
    visibleChildCount: row.childCount,
    displayNestedProducts: true,
    productAssignmentType: 'product',
    mediaId: row.mediaId,
    ...(row.mediaId && withMedia ? { media: mediaEntity({ id: row.mediaId, kind: 'category' }, row.name) } : {}),
    cmsPageId: row.cmsPageId ?? null,
    seoUrls,
    children,
    translated: {
      name: row.name,
      description: row.description ?? '',
      breadcrumb,
      type: 'page',
      linkType: null,
      internalLink: null,
      externalLink: null,
      path: row.path,
      parentId: row.parentId ?? '',
    },
    apiAlias: 'category',
  }
}
