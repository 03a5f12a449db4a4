/** Listing filters as tests on one product's in-memory columns (decision 011). */
import { productSchema } from '../../criteria/schemas'
import type { Filter } from '../../criteria/types'
import { type FacetColumns, NO_RATING } from './columns'

/** A listing filter as a test on one product's columns; null for anything the columns cannot answer. */
export function predicate(columns: FacetColumns, f: Filter): ((pid: number) => boolean) | null {
  const { manufacturer, optionSet, sets, price, rating, flags } = columns
  const flag = (bit: number, value: unknown) => {
    const want = value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0
    return (pid: number) => ((flags[pid] >> bit) & 1) === want
  }
  if (f.type === 'equalsAny' && f.field === '_manufacturer') {
    const wanted = new Set(f.value.map(Number))
    return (pid) => wanted.has(manufacturer[pid])
  }
  if (f.type === 'equals' && f.field === '_optionMask') {
    const mask = Number(f.value)
    const lo = (mask % 4294967296) >>> 0
    const hi = Math.floor(mask / 4294967296) >>> 0
    // Decided once per distinct set, looked up per hit.
    const passes = Uint8Array.from(sets.lo, (setLo, i) => ((setLo & lo) !== 0 || (sets.hi[i] & hi) !== 0 ? 1 : 0))
    return (pid) => passes[optionSet[pid]] === 1
  }
  if (f.type === 'equals' && f.field === 'shippingFree') return flag(0, f.value)
  if (f.type === 'equals' && f.field === '_deliverable') return flag(1, f.value)
  if (f.type === 'range' && (f.field === 'price' || f.field === 'ratingAverage')) {
    // Bounds are stored as the columns are (cents, tenths of a point), rounded as SQL compares them.
    const scale = productSchema['de-DE'].fields[f.field].scale ?? 1
    const tests = Object.entries(f.parameters).map(([op, raw]) => {
      const bound = Math.round(Number(raw) * scale)
      return op === 'gte'
        ? (v: number) => v >= bound
        : op === 'lte'
          ? (v: number) => v <= bound
          : op === 'gt'
            ? (v: number) => v > bound
            : (v: number) => v < bound
    })
    // SQL compares NULL to nothing: a product without a rating passes no rating range.
    if (f.field === 'ratingAverage') return (pid) => rating[pid] !== NO_RATING && tests.every((t) => t(rating[pid] - 1))
    return (pid) => tests.every((t) => t(price[pid]))
  }
  return null
}
