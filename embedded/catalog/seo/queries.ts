/** D1 reads for the seo-url route: criteria filters turned into indexed lookups. */
import type { Database } from '../../platform/database'
import type { SeoUrlRow } from './entity'

export type SeoField = 'seoPathInfo' | 'foreignKey' | 'routeName' | 'isCanonical'
export const SEO_FIELDS: SeoField[] = ['seoPathInfo', 'foreignKey', 'routeName', 'isCanonical']

/** A validated filter: one column equal to one of `values` (a single value for 'equals'). */
export interface SeoCondition {
  field: SeoField
  values: (string | number)[]
}

const COLUMNS: Record<SeoField, string> = {
  seoPathInfo: 'seo_path_info',
  foreignKey: 'foreign_key',
  routeName: 'route_name',
  isCanonical: 'is_canonical',
}

/**
 * The query for SEO URLs of one language matching every condition. Every plan starts from an index
 * on (language_id, …): path and foreign key lookups are point reads, route lists a range scan.
 */
export function seoUrlQuery(
  languageId: string,
  conditions: SeoCondition[],
  limit: number,
  offset: number,
): { sql: string; params: unknown[] } {
  const where = ['language_id = ?']
  const params: unknown[] = [languageId]
  for (const { field, values } of conditions) {
    if (values.length === 1) {
      where.push(`${COLUMNS[field]} = ?`)
      params.push(values[0])
    } else {
      where.push(`${COLUMNS[field]} IN (SELECT value FROM json_each(?))`)
      params.push(JSON.stringify(values))
    }
  }
  // A foreign-key lookup names a handful of rows: sort them (unary + keeps the planner off the path
  // index, whose order would tempt it into walking a whole language). Lists read in path order.
  const byKey = conditions.some((c) => c.field === 'foreignKey')
  const sql = `SELECT id, language_id AS languageId, route_name AS routeName, foreign_key AS foreignKey, path_info AS pathInfo,
      seo_path_info AS seoPathInfo, is_canonical AS isCanonical
    FROM seo_url WHERE ${where.join(' AND ')} ORDER BY ${byKey ? '+seo_path_info' : 'seo_path_info'} LIMIT ? OFFSET ?`
  return { sql, params: [...params, limit, offset] }
}

export async function findSeoUrls(
  db: Database,
  languageId: string,
  conditions: SeoCondition[],
  limit: number,
  offset: number,
): Promise<SeoUrlRow[]> {
  const { sql, params } = seoUrlQuery(languageId, conditions, limit, offset)
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<SeoUrlRow>()
  return results
}
