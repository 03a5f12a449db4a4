/** Aggregation results as Shopware answers them, keyed by name: facets of a listing and criteria aggregations. */
import { countsByKey, metricResult, unscale, type BranchRow } from '../../criteria/aggregate'
import type { EntitySchema } from '../../criteria/types'
import type { CatalogMeta, OptionMeta } from '../meta'
import type { FacetPlan, PrecomputedFacets } from './facets'
import { groupEntity, manufacturerEntity, optionEntity } from '../product/parts'

const alias = (name: string) => `${name}_aggregation`
const numberKeys = (record: Record<string, number>) => new Map(Object.entries(record).map(([k, n]) => [Number(k), n]))

/** Makers with their counts, by name; only makers with products. */
function manufacturers(counts: Map<string | number, number>, meta: CatalogMeta) {
  return [...meta.manufacturers.values()]
    .filter((m) => (counts.get(m.ordinal) ?? 0) > 0)
    .map((m) => ({ ...manufacturerEntity(m), count: counts.get(m.ordinal)! }))
}

/** Filterable property groups with the options that occur, each with its count. */
function propertyGroups(countFor: (o: OptionMeta) => number, meta: CatalogMeta) {
  const groups = new Map<
    string,
    { group: OptionMeta; options: Array<ReturnType<typeof optionEntity> & { count: number }> }
  >()
  for (const o of meta.options.values()) {
    const count = countFor(o)
    if (!o.filterable || count <= 0) continue
    const entry = groups.get(o.groupId) ?? { group: o, options: [] }
    entry.options.push({ ...optionEntity(o, false), count })
    groups.set(o.groupId, entry)
  }
  return [...groups.values()].map(({ group, options }) => ({ ...groupEntity(group), options }))
}

/** Rows of a plan, or the precomputed counts when the plan needs none. */
function facetResult(
  plan: FacetPlan,
  rows: BranchRow[] | undefined,
  pre: PrecomputedFacets | null,
  meta: CatalogMeta,
  schema: EntitySchema,
) {
  const usePre = plan.precomputed && pre
  const first = rows?.[0]
  switch (plan.key.split(':')[0]) {
    case 'manufacturer':
      return {
        entities: manufacturers(
          usePre ? numberKeys(pre.manufacturers) : countsByKey(rows ?? [], schema.fields.manufacturerId),
          meta,
        ),
      }
    case 'price':
      return usePre
        ? { min: unscale(schema.fields.price, pre.priceMin), max: unscale(schema.fields.price, pre.priceMax) }
        : { min: unscale(schema.fields.price, first?.mn ?? null), max: unscale(schema.fields.price, first?.mx ?? null) }
    case 'rating':
      return { max: unscale(schema.fields.ratingAverage, usePre ? pre.ratingMax : (first?.mx ?? null)) }
    case 'shipping-free': {
      const count = usePre ? pre.shippingFree : (first?.sm ?? 0)
      return { max: count > 0 ? 1 : null, count }
    }
    default:
      return null
  }
}

/**
 * The aggregations object of a listing: facets (properties merged from their per-group counts) and
 * criteria aggregations, each under its name.
 */
export function aggregationResults(
  plans: FacetPlan[],
  counted: Map<string, BranchRow[]>,
  pre: PrecomputedFacets | null,
  meta: CatalogMeta,
  schema: EntitySchema,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const propertyPlans = plans.filter((p) => p.key.startsWith('properties:'))
  if (propertyPlans.length) {
    const counts = new Map(
      propertyPlans.map((p) => [
        p.key.slice('properties:'.length),
        p.precomputed && pre
          ? numberKeys(pre.options)
          : countsByKey(counted.get(p.key) ?? [], schema.fields['properties.id']),
      ]),
    )
    const countFor = (o: OptionMeta) => (counts.get(o.groupId) ?? counts.get('*'))?.get(o.bit) ?? 0
    out.properties = { entities: propertyGroups(countFor, meta), apiAlias: alias('properties') }
  }
  for (const plan of plans) {
    if (plan.key.startsWith('properties:')) continue
    const rows = counted.get(plan.key)
    const facet = plan.key.startsWith('agg:') ? null : facetResult(plan, rows, pre, meta, schema)
    out[plan.flat.name] = {
      ...(facet ?? criteriaResult(plan, rows ?? [], meta, schema)),
      apiAlias: alias(plan.flat.name),
    }
  }
  return out
}

/** A criteria aggregation's result: buckets, entities or metrics. */
export function criteriaResult(plan: FacetPlan, rows: BranchRow[], meta: CatalogMeta, schema: EntitySchema) {
  const leaf = plan.flat.leaf
  const def = schema.fields[leaf.field]
  if (leaf.type !== 'terms' && leaf.type !== 'entity') return metricResult(leaf, def, rows[0])
  const counts = countsByKey(rows, def)
  if (leaf.type === 'entity') {
    if (def.entity === 'product_manufacturer') return { entities: manufacturers(counts, meta) }
    return {
      entities: [...counts].flatMap(([bit, count]) =>
        meta.options.has(Number(bit)) ? [{ ...optionEntity(meta.options.get(Number(bit))!), count }] : [],
      ),
    }
  }
  const keyOf = (key: string | number) =>
    def.type === 'option'
      ? (meta.options.get(Number(key))?.id ?? String(key))
      : def.lookup?.table === 'manufacturer'
        ? (meta.manufacturers.get(Number(key))?.id ?? String(key))
        : typeof key === 'number' && def.scale
          ? String(key / def.scale)
          : String(key)
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key, 'de', { numeric: true })
  const sign = leaf.sort?.order === 'ASC' ? 1 : -1
  // Without a sort the biggest buckets come first; '_count' sorts by count, any field by key.
  const compare =
    !leaf.sort || leaf.sort.field === '_count'
      ? (a: { key: string; count: number }, b: { key: string; count: number }) =>
          sign * (a.count - b.count) || byKey(a, b)
      : (a: { key: string }, b: { key: string }) => sign * byKey(a, b)
  const buckets = [...counts]
    .map(([key, count]) => ({ key: keyOf(key), count, apiAlias: 'aggregation_bucket' as const }))
    .sort(compare)
  return { buckets: leaf.limit ? buckets.slice(0, leaf.limit) : buckets }
}
