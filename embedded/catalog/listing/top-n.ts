/** Paging in memory: the first rows of a listing by search relevance or by a sorting the columns hold (decision 011). */
import type { Locale } from '../../../shared/constants'
import type { FacetColumns } from './columns'

/**
 * The order of the page a count collects, the first `take` rows: search relevance or ascending `key`
 * (a product's place in a sorting, unique per product). Relevance ranks hits tier by tier, each in
 * hits order: a hit is in the first tier that lists it, hits no tier lists after all of them.
 */
export type PageOrder = { take: number; tiers: Uint32Array[] } | { take: number; key: (pid: number) => number }

/** The `size` rows with the smallest keys seen, in order; most rows are turned away by one comparison. */
export class TopN {
  readonly keys: number[] = []
  readonly pids: number[] = []
  constructor(private readonly size: number) {}

  offer(key: number, pid: number) {
    const { keys, pids } = this
    if (keys.length === this.size && key >= keys[keys.length - 1]) return
    let low = 0
    let high = keys.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (keys[mid] < key) low = mid + 1
      else high = mid
    }
    keys.splice(low, 0, key)
    pids.splice(low, 0, pid)
    if (keys.length > this.size) {
      keys.pop()
      pids.pop()
    }
  }
}

/**
 * A listing sorting as a key whose ascending order is SQL's `ORDER BY field dir, pid dir`; null for
 * sortings the columns do not hold. A missing rating sorts below every rating, as NULL does.
 */
export function sortKey(
  columns: FacetColumns,
  sort: Array<{ field: string; order: 'ASC' | 'DESC' }>,
  locale: Locale,
): ((pid: number) => number) | null {
  if (sort.length !== 1) return null
  const [{ field, order }] = sort
  const column =
    field === 'name'
      ? locale === 'en-GB'
        ? columns.rankEn
        : columns.rankDe
      : field === 'price' || field === 'cheapestPrice'
        ? columns.price
        : field === 'sales'
          ? columns.sales
          : null
  const { size, rating } = columns
  const value = column ? (pid: number) => column[pid] : field === 'ratingAverage' ? (pid: number) => rating[pid] : null
  if (!value) return null
  // The product ordinal breaks ties in the same direction.
  return order === 'DESC' ? (pid) => -(value(pid) * size + pid) : (pid) => value(pid) * size + pid
}
