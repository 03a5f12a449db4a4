/** seo_url entities: the paths the storefront resolves requests with and links to. */
import { SALES_CHANNEL_ID } from '../../platform/sales-channel'

export interface SeoUrlRow {
  id: string
  languageId: string
  routeName: string
  foreignKey: string
  pathInfo: string
  seoPathInfo: string
  isCanonical: number
}

export const seoUrlEntity = (row: SeoUrlRow) => ({
  id: row.id,
  salesChannelId: SALES_CHANNEL_ID,
  languageId: row.languageId,
  routeName: row.routeName as 'frontend.navigation.page' | 'frontend.detail.page' | 'frontend.landing.page',
  foreignKey: row.foreignKey,
  pathInfo: row.pathInfo,
  seoPathInfo: row.seoPathInfo,
  isCanonical: row.isCanonical === 1,
  isModified: false,
  isDeleted: false,
  apiAlias: 'seo_url' as const,
})

/** Groups rows by foreign key, for attaching seoUrls to many entities at once. */
export function seoUrlsByForeignKey(rows: SeoUrlRow[]): Map<string, ReturnType<typeof seoUrlEntity>[]> {
  const map = new Map<string, ReturnType<typeof seoUrlEntity>[]>()
  for (const row of rows) map.set(row.foreignKey, [...(map.get(row.foreignKey) ?? []), seoUrlEntity(row)])
  return map
}
