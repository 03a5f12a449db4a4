/** Cart routes: read, add, change quantity, remove. Each opens (or creates) the shopper's context. */
import { Hono } from 'hono'
import { array, enums, optional, refine, type, type Struct } from 'superstruct'
import { isUuid } from '../../../shared/ids'
import type { Env } from '../../env'
import { addToLines, settleCart, type AddItem } from '../cart'
import { openContext } from '../context'
import { cartErrors, type CartError } from '../entities/cart'
import { ApiError, errorEntry } from '../errors'
import { deleteCart, loadLines, purchasableIds, type CartLine } from '../queries/cart'
import { check, lineItemQuantity, notBlank, readBody } from '../validation'

export const cartRoutes = new Hono<{ Bindings: Env }>()

const atLeastOne = <T>(struct: Struct<T[], any>) => refine(struct, 'notBlank', (v) => v.length > 0 || 'At least one entry is required.')
const AddBody = type({
  items: atLeastOne(array(type({ type: enums(['product', 'promotion']), id: optional(notBlank()), referencedId: optional(notBlank()), quantity: optional(lineItemQuantity()) }))),
})
const UpdateBody = type({ items: atLeastOne(array(type({ id: notBlank(), quantity: lineItemQuantity() }))) })
const DeleteBody = type({ ids: atLeastOne(array(notBlank())) })

type AddRequestItem = (typeof AddBody)['TYPE']['items'][number]

/** Product items need a product id (referencedId or id); promotions a code. One violation per bad item. */
function productReferences(items: AddRequestItem[]): string[] {
  const violations = items.flatMap((item, i) => {
    const ref = item.referencedId ?? item.id
    const field = item.referencedId ? 'referencedId' : 'id'
    if (!ref) return [errorEntry(400, 'VIOLATION::IS_BLANK', 'A line item needs a referencedId.', `/items/${i}/referencedId`)]
    if (item.type === 'product' && !isUuid(ref)) return [errorEntry(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${ref}`, `/items/${i}/${field}`)]
    return []
  })
  if (violations.length) throw new ApiError(400, violations)
  return items.map((item) => (item.referencedId ?? item.id)!)
}

const lineNotFound = (id: string, pointer: string) =>
  errorEntry(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, pointer, { identifier: id })

cartRoutes.get('/checkout/cart', async (c) => {
  const session = await openContext(c)
  return c.json(await settleCart(c.env.DB, session.token, session.languageId, await loadLines(c.env.DB, session.token), [], false))
})

cartRoutes.delete('/checkout/cart', async (c) => {
  const session = await openContext(c)
  await deleteCart(c.env.DB, session.token)
  return c.body(null, 204)
})

cartRoutes.post('/checkout/cart/line-item', async (c) => {
  const { items } = check(await readBody(c), AddBody)
  const refs = productReferences(items)
  const session = await openContext(c)
  const db = c.env.DB
  const [lines, targets] = await Promise.all([loadLines(db, session.token), purchasableIds(db, refs.filter(isUuid))])
  const errors: CartError[] = []
  const adds: AddItem[] = []
  items.forEach((item, i) => {
    const target = targets.get(refs[i])
    if (item.type === 'promotion') errors.push(cartErrors.promotionNotFound(refs[i]))
    else if (!target) errors.push(cartErrors.productNotFound(refs[i]))
    else adds.push({ productId: target, lineId: item.id && item.id !== refs[i] ? item.id : undefined, quantity: item.quantity ?? 1 })
  })
  return c.json(await settleCart(db, session.token, session.languageId, addToLines(lines, adds), errors, adds.length > 0))
})

cartRoutes.patch('/checkout/cart/line-item', async (c) => {
  const { items } = check(await readBody(c), UpdateBody)
  const session = await openContext(c)
  const lines = await loadLines(c.env.DB, session.token)
  const missing = items.flatMap((item, i) => (lines.some((l) => l.id === item.id) ? [] : [lineNotFound(item.id, `/items/${i}/id`)]))
  if (missing.length) throw new ApiError(404, missing)
  const quantities = new Map(items.map((item) => [item.id, item.quantity]))
  const next: CartLine[] = lines.map((l) => ({ ...l, quantity: quantities.get(l.id) ?? l.quantity }))
  return c.json(await settleCart(c.env.DB, session.token, session.languageId, next, [], true))
})

cartRoutes.post('/checkout/cart/line-item/delete', async (c) => {
  const { ids } = check(await readBody(c), DeleteBody)
  const session = await openContext(c)
  const lines = await loadLines(c.env.DB, session.token)
  const missing = ids.flatMap((id, i) => (lines.some((l) => l.id === id) ? [] : [lineNotFound(id, `/ids/${i}`)]))
  if (missing.length) throw new ApiError(404, missing)
  const next = lines.filter((l) => !ids.includes(l.id))
  return c.json(await settleCart(c.env.DB, session.token, session.languageId, next, [], true))
})
