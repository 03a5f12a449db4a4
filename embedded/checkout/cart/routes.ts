/**
 * Cart routes: read, add (products and promotion codes), change quantity, remove. Each loads (or
 * creates) the shopper's SalesChannelContext. Promotion lines are not stackable (a quantity change is
 * Shopware's CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE); removing a code's line drops the stored code,
 * automatic and loyalty lines cannot be removed (CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE).
 */
import type { Database, StoreApiEnv } from '../../platform/database'
import { Hono } from 'hono'
import { any, array, enums, optional, refine, type, type Struct } from 'superstruct'
import { LOGO_URL_PATTERN, isLogoPosition } from '../../../shared/designer'
import { isUuid } from '../../../shared/ids'
import { addProducts, settleCart, type ProductAddition } from './rules'
import { loadSalesChannelContext } from '../../platform/context'
import { loadSession, type Session } from '../../platform/context/session'
import { cartErrors, type CartError } from './errors'
import { ApiError, errorEntry, type ApiErrorEntry } from '../../platform/errors'
import { deleteCart, loadLines, removeCodesStatement, storeCodeStatement, storedCodes, type CartLine } from './storage'
import { cartPromotions, codeExists } from '../promotion'
import { isPromotionLine, promotionLines } from '../promotion/lines'
import { check, lineItemQuantity, notBlank, readBody } from '../../platform/validation'

export const cartRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const atLeastOne = <T>(struct: Struct<T[], any>) =>
  refine(struct, 'notBlank', (v) => v.length > 0 || 'At least one entry is required.')
const AddBody = type({
  items: atLeastOne(
    array(
      type({
        type: enums(['product', 'promotion']),
        id: optional(notBlank()),
        referencedId: optional(notBlank()),
        quantity: optional(lineItemQuantity()),
        payload: optional(any()),
      }),
    ),
  ),
})
const UpdateBody = type({ items: atLeastOne(array(type({ id: notBlank(), quantity: lineItemQuantity() }))) })
const DeleteBody = type({ ids: atLeastOne(array(notBlank())) })

type AddRequestItem = (typeof AddBody)['TYPE']['items'][number]

/** Product items need a product id (referencedId or id); promotions a code. One violation per bad item. */
function productReferences(items: AddRequestItem[]): string[] {
  const violations = items.flatMap((item, i) => {
    const ref = item.referencedId ?? item.id
    const field = item.referencedId ? 'referencedId' : 'id'
    if (!ref)
      return [
        errorEntry(400, 'VIOLATION::IS_BLANK_ERROR', 'A line item needs a referencedId.', `/items/${i}/referencedId`),
      ]
    if (item.type === 'product' && !isUuid(ref))
      return [errorEntry(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${ref}`, `/items/${i}/${field}`)]
    return []
  })
  if (violations.length) throw new ApiError(400, violations)
  return items.map((item) => (item.referencedId ?? item.id)!)
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
/** Personalisation fields beyond logo and position (e.g. a text line) stay short scalars. */
const MAX_EXTRA_FIELDS = 8

/**
 * A line item's payload: only `personalisation` (the product designer's choice: a logo by media id or
 * uploaded logo URL, and one of the designer's positions). Answers canonical JSON (sorted keys), so
 * equal personalisations stack.
 */
function payloadOf(raw: unknown, at: string, errors: ApiErrorEntry[]): string | undefined {
  if (raw === undefined || raw === null) return undefined
  const bad = (detail: string, pointer: string): undefined => {
    errors.push(errorEntry(400, 'VIOLATION::INVALID_PAYLOAD', detail, pointer))
    return undefined
  }
  if (!isObject(raw) || Object.keys(raw).some((k) => k !== 'personalisation'))
    return bad('The payload may only hold a personalisation.', at)
  const p = raw.personalisation
  if (!isObject(p)) return bad('A personalisation must be an object.', `${at}/personalisation`)
  if (!isLogoPosition(p.position))
    return bad('The position must be chest-left, chest-right, back or sleeve.', `${at}/personalisation/position`)
  const mediaOk = typeof p.logoMediaId === 'string' && isUuid(p.logoMediaId)
  const urlOk =
    typeof p.logoUrl === 'string' && (LOGO_URL_PATTERN.test(p.logoUrl) || /^https:\/\/[^\s]{1,500}$/.test(p.logoUrl))
  if (!mediaOk && !urlOk)
    return bad('A personalisation needs a logoMediaId or an uploaded logoUrl.', `${at}/personalisation`)
  const extras = Object.entries(p).filter(([k]) => !['position', 'logoMediaId', 'logoUrl'].includes(k))
  if (
    extras.length > MAX_EXTRA_FIELDS ||
    extras.some(([, v]) => !['string', 'number', 'boolean'].includes(typeof v) || String(v).length > 200)
  ) {
    return bad('Further personalisation fields must be a few short texts or numbers.', `${at}/personalisation`)
  }
  return JSON.stringify({
    personalisation: Object.fromEntries(Object.entries(p).sort(([a], [b]) => a.localeCompare(b))),
  })
}

const lineNotFound = (id: string, pointer: string) =>
  errorEntry(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, pointer, {
    identifier: id,
  })
const notStackable = (id: string, pointer: string) =>
  errorEntry(
    400,
    'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
    `Line item with identifier "${id}" is not stackable and the quantity cannot be changed.`,
    pointer,
    { id },
  )
const notRemovable = (id: string, pointer: string) =>
  errorEntry(
    400,
    'CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE',
    `Line item with identifier ${id} is not removable.`,
    pointer,
    {
      id,
    },
  )

/** The session's stored lines and promotion data (settleCart takes the latter as read), with the promotion lines by id. */
async function storedCart(db: Database, session: Session) {
  const { token, customerId } = session.context
  const [lines, promo] = await Promise.all([loadLines(db, token), cartPromotions(db, token, customerId)])
  return { lines, promo, promotions: promotionLines(promo) }
}

/** A promotion code as the cart keeps it: trimmed, upper case (codes compare case-insensitively). */
const normalCode = (code: string) => code.trim().toUpperCase()

/**
 * Stores the codes that exist (a promotion, or one of the session customer's coupons); unknown ones are
 * promotion-not-found. A code the cart already holds cannot be added again: its line is not stackable.
 */
async function addCodes(db: Database, session: Session, items: Array<{ code: string; index: number }>) {
  const errors: CartError[] = []
  const added: string[] = []
  // A request that adds only products reads no codes.
  if (!items.length) return { errors, added }
  const { token, customerId } = session.context
  const held = new Set(await storedCodes(db, token))
  const repeated = items.filter((item) => held.has(item.code))
  if (repeated.length)
    throw new ApiError(
      400,
      repeated.map((item) => notStackable(item.code, `/items/${item.index}/referencedId`)),
    )
  const exists = await Promise.all(items.map(({ code }) => codeExists(db, code, customerId)))
  items.forEach(({ code }, i) => {
    if (exists[i]) added.push(code)
    else errors.push(cartErrors.promotionNotFound(code))
  })
  if (added.length) await db.batch(added.map((code) => storeCodeStatement(db, token, code)))
  return { errors, added }
}

cartRoutes.get('/checkout/cart', async (c) => {
  const session = await loadSession(c)
  const { context } = session
  const lines = await loadLines(c.env.DB, context.token)
  return c.json(await settleCart(c.env.DB, context.token, context.languageId, lines, [], false, session))
})

cartRoutes.delete('/checkout/cart', async (c) => {
  const context = await loadSalesChannelContext(c)
  await deleteCart(c.env.DB, context.token)
  return c.body(null, 204)
})

cartRoutes.post('/checkout/cart/line-item', async (c) => {
  const { items } = check(await readBody(c), AddBody)
  const refs = productReferences(items)
  const violations: ApiErrorEntry[] = []
  const payloads = items.map((item, i) => payloadOf(item.payload, `/items/${i}/payload`, violations))
  if (violations.length) throw new ApiError(400, violations)
  const session = await loadSession(c)
  const db = c.env.DB
  const codes = items.flatMap((item, index) =>
    item.type === 'promotion' ? [{ code: normalCode(refs[index]), index }] : [],
  )
  const { errors, added } = await addCodes(db, session, codes)
  const products: ProductAddition[] = items.flatMap((item, i) =>
    item.type === 'promotion'
      ? []
      : [
          {
            referencedId: refs[i],
            lineId: item.id && item.id !== refs[i] ? item.id : undefined,
            quantity: item.quantity ?? 1,
            payload: payloads[i],
          },
        ],
  )
  return c.json(await addProducts(db, session, products, errors, added))
})

cartRoutes.patch('/checkout/cart/line-item', async (c) => {
  const { items } = check(await readBody(c), UpdateBody)
  const session = await loadSession(c)
  const { context } = session
  const db = c.env.DB
  const { lines, promo, promotions } = await storedCart(db, session)
  const refused = items.flatMap((item, i) => {
    if (isPromotionLine(promotions, item.id))
      return item.quantity === 1 ? [] : [notStackable(item.id, `/items/${i}/quantity`)]
    return lines.some((l) => l.id === item.id) ? [] : [lineNotFound(item.id, `/items/${i}/id`)]
  })
  if (refused.length) throw new ApiError(Number(refused[0].status), refused)
  const quantities = new Map(items.map((item) => [item.id, item.quantity]))
  const next: CartLine[] = lines.map((l) => ({ ...l, quantity: quantities.get(l.id) ?? l.quantity }))
  return c.json(await settleCart(db, context.token, context.languageId, next, [], true, session, { promotions: promo }))
})

cartRoutes.post('/checkout/cart/line-item/delete', async (c) => {
  const { ids } = check(await readBody(c), DeleteBody)
  const session = await loadSession(c)
  const { context } = session
  const db = c.env.DB
  const { lines, promo, promotions } = await storedCart(db, session)
  const refused = ids.flatMap((id, i) => {
    if (promotions.fixed.has(id)) return [notRemovable(id, `/ids/${i}`)]
    return promotions.codeOf.has(id) || lines.some((l) => l.id === id) ? [] : [lineNotFound(id, `/ids/${i}`)]
  })
  if (refused.length) throw new ApiError(Number(refused[0].status), refused)
  const codes = ids.flatMap((id) => promotions.codeOf.get(id) ?? [])
  if (codes.length) await removeCodesStatement(db, context.token, codes).run()
  const next = lines.filter((l) => !ids.includes(l.id))
  // The cart's promotions as they stand now: without the codes just removed.
  const left = { ...promo, codes: promo.codes.filter((code) => !codes.includes(code)) }
  return c.json(await settleCart(db, context.token, context.languageId, next, [], true, session, { promotions: left }))
})
