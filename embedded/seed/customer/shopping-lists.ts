/**
 * Seed shopping lists: the demo business customer (firma@example.com) keeps two lists of
 * the team's workwear, every generated business customer one or two, the same ones in every seed of
 * the same size. Lines name each product's main variant in a quantity its purchase rules allow.
 */
import { uuidFor } from '../../../shared/ids'
import { type ProductPlan, planProduct } from '../catalog/products'
import { customerId } from '../keys'
import { isBusinessCustomer } from './customers'
import { bulkInsert, type SeedStatement, type SqlValue } from '../sql'

interface ListPlan {
  key: string
  name: string
  notes: string | null
  createdAt: string
  /** Product numbers (n) with the quantity the team needs. */
  products: Array<[n: number, quantity: number]>
}

const SITE: ListPlan = {
  key: 'baustelle',
  name: 'Baustelle Nord – Grundausstattung',
  notes: 'Neue Kolonne: je Person Jacke, Hose, Schuhe, Helm und Warnweste.',
  createdAt: '2026-09-02T08:15:00.000Z',
  products: [
    [1, 6],
    [2, 6],
    [3, 6],
    [5, 6],
    [6, 10],
  ],
}
const WINTER: ListPlan = {
  key: 'winter',
  name: 'Winterausrüstung',
  notes: null,
  createdAt: '2026-10-14T13:40:00.000Z',
  products: [
    [7, 4],
    [15, 12],
    [23, 4],
  ],
}
const GLOVES: ListPlan = {
  key: 'handschuhe',
  name: 'Nachbestellung Handschuhe',
  notes: 'Monatlich für die Werkstatt',
  createdAt: '2026-08-20T07:30:00.000Z',
  products: [
    [4, 20],
    [10, 10],
    [15, 10],
  ],
}

/** The demo customer and every other generated business customer keep two lists, the rest one. */
const listsOf = (n: number): ListPlan[] => (n === 2 || n % 8 === 0 ? [SITE, WINTER] : [GLOVES])
/** Generated customers past this one get none: a large seed needs no 150,000 lists to show the feature. */
const LAST_WITH_LISTS = 1000

/** A quantity the product's minimum purchase and purchase steps allow (at least the one asked for). */
function allowed({ minPurchase, purchaseSteps }: ProductPlan, quantity: number) {
  if (quantity <= minPurchase) return minPurchase
  return minPurchase + Math.ceil((quantity - minPurchase) / purchaseSteps) * purchaseSteps
}

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString()

/**
 * The lists and their lines of the business customers among the first `customers`, naming only
 * products a seed of `products` has.
 */
export function shoppingListStatements(customers: number, products: number, maxBytes = 90_000): SeedStatement[] {
  const lists: SqlValue[][] = []
  const lines: SqlValue[][] = []
  // The few products the lists name, each planned once (not once per customer's line).
  const plans = new Map<number, ProductPlan>()
  const planOf = (n: number) => plans.get(n) ?? plans.set(n, planProduct(n)).get(n)!
  for (let n = 2; n <= Math.min(customers, LAST_WITH_LISTS); n++) {
    if (!isBusinessCustomer(n)) continue
    for (const plan of listsOf(n)) {
      const items = plan.products.filter(([p]) => p <= products)
      if (!items.length) continue
      const id = uuidFor(`shopping-list:${n}:${plan.key}`)
      lists.push([id, customerId(n), plan.name, plan.notes, plan.createdAt, minutesAfter(plan.createdAt, items.length)])
      for (const [i, [p, quantity]] of items.entries())
        lines.push([
          uuidFor(`shopping-list-line:${n}:${plan.key}:${p}`),
          id,
          planOf(p).main.id,
          allowed(planOf(p), quantity),
          minutesAfter(plan.createdAt, i + 1),
        ])
    }
  }
  return [
    ...bulkInsert(
      'shopping_list',
      ['id', 'customer_id', 'name', 'notes', 'created_at', 'updated_at'],
      lists,
      'shopping_list',
      maxBytes,
    ),
    ...bulkInsert(
      'shopping_list_line_item',
      ['id', 'list_id', 'product_id', 'quantity', 'created_at'],
      lines,
      'shopping_list_line_item',
      maxBytes,
    ),
  ]
}
