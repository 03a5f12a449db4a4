/** The six stock states as one pure function, shared by the product page, listings and the cart. */

/** At or below this many units the shop says "only N in stock". */
export const FEW_IN_STOCK = 5

/**
 * The availability record a product carries next to its stock (Store API: `product.availability`).
 * supplierInStock: the supplier or manufacturer holds stock; supplierAvailableFrom: when the supplier
 * expects goods (ISO date); isCatalogProduct: ordered from the maker's catalogue, not kept in stock;
 * isAvailable: false when the product cannot be delivered at all.
 */
export interface AvailabilityRecord {
  supplierInStock: boolean
  supplierAvailableFrom: string | null
  isCatalogProduct: boolean
  isAvailable: boolean
}

export type StockState =
  | { state: 'in-stock' }
  | { state: 'few-in-stock'; count: number }
  | { state: 'at-manufacturer' }
  | { state: 'expected-at-supplier' }
  | { state: 'not-deliverable' }
  | { state: 'available-from'; date: string }

/** What stockState reads of a product: Store API fields, all optional so upstream answers fit too. */
export interface StockInput {
  stock?: number | null
  availableStock?: number | null
  releaseDate?: string | null
  isCloseout?: boolean | null
  /** Shopware's verdict whether the product can be bought at all (false: a closeout without stock, inactive). */
  available?: boolean | null
  /** Days until a sold-out product that is still sold is back in stock (Shopware's restock time). */
  restockTime?: number | null
  availability?: Partial<AvailabilityRecord> | null
}

const DAY_MS = 86_400_000

const after = (date: string | null | undefined, now: number): date is string => !!date && Date.parse(date) > now

/**
 * The product's stock state at `now`, from the fields every Shopware sends, refined by the availability
 * record where the backend has one (the embedded one does; a real Shopware does not). In this order:
 * not yet released (available from its release date); not buyable at all (`available` false, or the
 * record says not deliverable); in stock (more than FEW_IN_STOCK) or a few in stock; sold out and a
 * closeout (not deliverable). Sold out otherwise, the record decides where it has one: at the
 * manufacturer's stock; expected from the supplier on a known future date (available from that date);
 * expected at the supplier (a date that passed, or a catalogue product); otherwise not deliverable.
 * Without a record it is Shopware's rule: a product sold out that is still sold (`available`, not a
 * closeout) comes back after its restock time (available from that day) or is expected at the supplier.
 * @example stockState({ stock: 3 }, Date.now()) // { state: 'few-in-stock', count: 3 }
 * @example stockState({ stock: 0, available: true, restockTime: 3 }, Date.parse('2026-01-01')) // { state: 'available-from', date: '2026-01-04' }
 */
export function stockState(product: StockInput, now: Date | number = Date.now()): StockState {
  const at = typeof now === 'number' ? now : now.getTime()
  const record = product.availability
  const stock = product.availableStock ?? product.stock ?? 0
  if (after(product.releaseDate, at)) return { state: 'available-from', date: product.releaseDate }
  if (product.available === false || record?.isAvailable === false) return { state: 'not-deliverable' }
  if (stock > FEW_IN_STOCK) return { state: 'in-stock' }
  if (stock > 0) return { state: 'few-in-stock', count: stock }
  if (product.isCloseout) return { state: 'not-deliverable' }
  if (record) {
    if (record.supplierInStock) return { state: 'at-manufacturer' }
    if (record.supplierAvailableFrom) {
      return after(record.supplierAvailableFrom, at)
        ? { state: 'available-from', date: record.supplierAvailableFrom }
        : { state: 'expected-at-supplier' }
    }
    return record.isCatalogProduct ? { state: 'expected-at-supplier' } : { state: 'not-deliverable' }
  }
  if (!product.available) return { state: 'not-deliverable' }
  const restock = product.restockTime ?? 0
  return restock > 0
    ? { state: 'available-from', date: new Date(at + restock * DAY_MS).toISOString().slice(0, 10) }
    : { state: 'expected-at-supplier' }
}

/** True for the states a shopper gets at once from our own stock. */
export const deliverableNow = (state: StockState) => state.state === 'in-stock' || state.state === 'few-in-stock'
