/**
 * Shopping lists of business customers (the wire contract in
 * docs/decisions/028-shopping-lists.md): read, create, rename, notes, duplicate, delete, add and
 * remove products, change quantities, replace a line's variant, add lines to the cart through the
 * cart's own add path, share a read-only link by mail (throttled per customer and per recipient),
 * request a quote. Every call needs a logged-in business customer and touches only that customer's
 * lists; a list shared by its token is read by anyone, read-only.
 */
import type { Database, StoreApiEnv } from '../../platform/database'
import { Hono } from 'hono'
import { isUuid } from '../../../shared/ids'
import { addProducts } from '../../checkout/cart/rules'
import { isPersistent } from '../../checkout/cart/errors'
import { queueErrors } from '../../checkout/cart'
import { applyIncludes } from '../../../shared/store-api/includes'
import { type MemoryField, memorySchema, searchInMemory } from '../../criteria/memory'
import { parseCriteria } from '../../criteria/parse'
import type { AssociationCriteria } from '../../criteria/types'
import {
  type HonoContext,
  type SalesChannelContext,
  loadSalesChannelContext,
  requireRegisteredCustomer,
} from '../../platform/context'
import { resolveSession, taxStateOf } from '../../platform/context/session'
import { ApiError, type ApiErrorEntry, invalidUuid } from '../../platform/errors'
import { entitySearchResult } from '../../platform/search-result'
import { shopOrigins } from '../../platform/storefront-url'
import { SUCCESS } from '../../platform/success'
import { throttle } from '../../platform/throttle'
import { readBody } from '../../platform/validation'
import { blankViolation, emailViolation, quoted, typeViolation, violation } from '../../platform/violations'
import { accountTypeOf, findCustomer } from '../account'
import { type ListView, type ShoppingList, listEntities, quoteEntity } from './entity'
import {
  DEFAULT_COPY_NAME,
  DEFAULT_NAME,
  MAX_LINES,
  MESSAGES,
  emptyList,
  invalidDomain,
  lineNotFound,
  listNotFound,
  notAvailable,
  notBuyable,
  productNotFound,
  readId,
  readIds,
  readName,
  readNote,
  readQuantity,
  tooManyItems,
  variantNotFound,
} from './input'
import { listLink, sendListShare, sendQuoteConfirmation } from './mails'
import {
  type ListRow,
  addLines,
  deleteLists,
  duplicateList,
  insertList,
  insertQuote,
  isSiblingVariant,
  listLines,
  ownLines,
  ownedListIds,
  readLists,
  removeLines,
  replaceLineProduct,
  setLineQuantity,
  shareToken,
  updateList,
  variantTargets,
} from './storage'

export const shoppingListRoutes = new Hono<{ Bindings: StoreApiEnv }>()

type CustomerContext = SalesChannelContext & { customerId: string }

/** A registered customer whose account type is business; guests and nobody 403 not-logged-in, others not-available. */
async function requireBusinessCustomer(c: HonoContext): Promise<CustomerContext> {
  const context = await requireRegisteredCustomer(c)
  if (context.accountType !== 'business') throw notAvailable()
  return context
}

function pathId(c: HonoContext, name = 'id'): string {
  const id = c.req.param(name)!
  if (!isUuid(id)) throw invalidUuid(id, `/${name}`)
  return id
}

const throwIfAny = (errors: ApiErrorEntry[]) => {
  if (errors.length) throw new ApiError(400, errors)
}

const LIST_FIELDS: Record<string, MemoryField<ListRow>> = {
  id: { type: 'id', get: (l) => l.id },
  name: { type: 'string', get: (l) => l.name },
  notes: { type: 'string', get: (l) => l.notes },
  createdAt: { type: 'date', get: (l) => l.createdAt },
  updatedAt: { type: 'date', get: (l) => l.updatedAt },
}
const listSchema = memorySchema('asx_shopping_list', LIST_FIELDS)
const criteriaOf = (body: Record<string, unknown>) =>
  parseCriteria(body, listSchema, { defaultLimit: 100, maxLimit: MAX_LINES })

/** Product entities ride along on each line when the product or the lineItems association is asked for. */
const wantsProducts = (associations: Record<string, AssociationCriteria>) =>
  'product' in associations || 'lineItems' in associations

/** The owner's view: the customer's language, business prices (net). */
const ownerView = (context: CustomerContext, withProducts = false): ListView => ({
  languageId: context.languageId,
  taxState: taxStateOf('business'),
  shared: false,
  withProducts,
})

/** The customer's list as it reads now, or SHOPPING_LIST__NOT_FOUND. */
async function ownList(db: Database, context: CustomerContext, id: string, view = ownerView(context)) {
  const [list] = await listEntities(db, await readLists(db, { customerId: context.customerId, ids: [id] }), view)
  if (!list) throw listNotFound(id)
  return list
}

/** Ids that name no list of the customer are a 404 at their place in `ids`, before anything changes. */
async function requireOwnLists(db: Database, customerId: string, ids: string[], pointer: string) {
  const owned = await ownedListIds(db, customerId, ids)
  const missing = ids.findIndex((id) => !owned.has(id))
  if (missing >= 0) throw listNotFound(ids[missing], ids.length > 1 ? `${pointer}/${missing}` : pointer)
}

/** Ids the customer's lines do not have are a 404 at their place in the request, before anything changes. */
function requireLines(ids: string[], known: { has(id: string): boolean }, pointer: string) {
  const missing = ids.findIndex((id) => !known.has(id))
  if (missing >= 0) throw lineNotFound(ids[missing], `${pointer}/${missing}`)
}

shoppingListRoutes.post('/shopping-lists', async (c) => {
  const context = await requireBusinessCustomer(c)
  const criteria = criteriaOf(await readBody(c))
  const db = c.env.DB
  const data = await readLists(db, { customerId: context.customerId })
  const page = searchInMemory(data.lists, criteria, LIST_FIELDS, (l) => l.id)
  const shown = new Set(page.elements.map((l) => l.id))
  const lists = await listEntities(
    db,
    { lists: page.elements, lines: data.lines.filter((l) => shown.has(l.listId)), quotes: data.quotes },
    ownerView(context, wantsProducts(criteria.associations)),
  )
  const result = entitySearchResult('asx_shopping_list', lists, {
    total: page.total,
    page: criteria.page,
    limit: criteria.limit,
  })
  return c.json(applyIncludes(result, criteria.includes))
})

shoppingListRoutes.post('/shopping-list', async (c) => {
  const context = await requireBusinessCustomer(c)
  const errors: ApiErrorEntry[] = []
  const name = readName((await readBody(c)).name, errors, DEFAULT_NAME)
  throwIfAny(errors)
  const id = await insertList(c.env.DB, context.customerId, name!)
  return c.json(await ownList(c.env.DB, context, id))
})

/** One list: the owner's, or anyone's with the list's share token (body shareToken or ?share=), read-only. */
shoppingListRoutes.post('/asx-shopping-list/:id{[^/]+}', async (c) => {
  const id = pathId(c)
  const body = await readBody(c)
  const criteria = criteriaOf(body)
  const token = typeof body.shareToken === 'string' && body.shareToken ? body.shareToken : c.req.query('share')
  const db = c.env.DB
  const withProducts = wantsProducts(criteria.associations)
  let list: ShoppingList | undefined
  if (token) {
    const reader = await loadSalesChannelContext(c)
    const taxState = taxStateOf(await accountTypeOf(db, reader.customerId))
    const view = { languageId: reader.languageId, taxState, shared: true, withProducts }
    ;[list] = await listEntities(db, await readLists(db, { id, shareToken: token }), view)
    if (!list) throw listNotFound(id)
  } else {
    const context = await requireBusinessCustomer(c)
    list = await ownList(db, context, id, ownerView(context, withProducts))
  }
  return c.json(applyIncludes(list, criteria.includes))
})

shoppingListRoutes.patch('/asx-shopping-list/:id{[^/]+}/change-name', async (c) => {
  const id = pathId(c)
  const context = await requireBusinessCustomer(c)
  const errors: ApiErrorEntry[] = []
  const name = readName((await readBody(c)).name, errors)
  throwIfAny(errors)
  if (!(await updateList(c.env.DB, context.customerId, id, { name: name! }))) throw listNotFound(id)
  return c.json(await ownList(c.env.DB, context, id))
})

shoppingListRoutes.patch('/asx-shopping-list/:id{[^/]+}/change-notes', async (c) => {
  const id = pathId(c)
  const context = await requireBusinessCustomer(c)
  const errors: ApiErrorEntry[] = []
  const notes = readNote((await readBody(c)).notes, '/notes', errors)
  throwIfAny(errors)
  if (!(await updateList(c.env.DB, context.customerId, id, { notes }))) throw listNotFound(id)
  return c.json(await ownList(c.env.DB, context, id))
})

shoppingListRoutes.post('/shopping-list/:id{[^/]+}/duplicate', async (c) => {
  const id = pathId(c)
  const context = await requireBusinessCustomer(c)
  const errors: ApiErrorEntry[] = []
  const name = readName((await readBody(c)).name, errors, DEFAULT_COPY_NAME)
  throwIfAny(errors)
  const copy = await duplicateList(c.env.DB, context.customerId, id, name!)
  if (!copy) throw listNotFound(id)
  return c.json(await ownList(c.env.DB, context, copy))
})

/** Deletes every list named, or (one of them not the customer's) none. */
shoppingListRoutes.delete('/shopping-list', async (c) => {
  const context = await requireBusinessCustomer(c)
  const errors: ApiErrorEntry[] = []
  const ids = readIds((await readBody(c)).ids, '/ids', MESSAGES.listIds, errors, { entry: MESSAGES.listId })
  throwIfAny(errors)
  const db = c.env.DB
  await requireOwnLists(db, context.customerId, ids, '/ids')
  if (!(await deleteLists(db, context.customerId, ids))) throw listNotFound(ids[0], '/ids')
  return c.body(null, 204)
})

/** `{lineItems: {[productId]: {quantity}}}`: the ids and quantities, each violation at its pointer. */
function readLineItems(value: unknown, errors: ApiErrorEntry[]) {
  const pointer = '/lineItems'
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : []
  if (!entries.length) {
    errors.push(
      violation('IS_BLANK_ERROR', MESSAGES.productIds, pointer, { '{{ value }}': JSON.stringify(value ?? null) }),
    )
    return []
  }
  return entries.flatMap(([productId, item]) => {
    const at = `${pointer}/${productId}`
    const id = readId(productId, at, MESSAGES.productId, errors)
    const raw = item && typeof item === 'object' ? (item as { quantity?: unknown }).quantity : undefined
    const quantity = readQuantity(raw, `${at}/quantity`, MESSAGES.quantityAtLeastOne, errors)
    return id && quantity ? [{ productId: id, quantity }] : []
  })
}

/**
 * The variants the requested ids put on a list, quantities summed per variant: a variant itself, a
 * product with a single variant that one; a product with several is refused (a variant must be chosen).
 */
async function listableVariants(db: Database, items: Array<{ productId: string; quantity: number }>) {
  const targets = await variantTargets(
    db,
    items.map((i) => i.productId),
  )
  const quantities = new Map<string, number>()
  for (const { productId, quantity } of items) {
    const target = targets.get(productId)
    if (!target) throw productNotFound(productId, `/lineItems/${productId}`)
    if (target.variants > 1) throw notBuyable(productId, `/lineItems/${productId}`)
    quantities.set(target.variantId, (quantities.get(target.variantId) ?? 0) + quantity)
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }))
}

shoppingListRoutes.post('/shopping-list/:id{[^/]+}/add', async (c) => {
  const id = pathId(c)
  const context = await requireBusinessCustomer(c)
  const errors: ApiErrorEntry[] = []
  const items = readLineItems((await readBody(c)).lineItems, errors)
  throwIfAny(errors)
  const db = c.env.DB
  await requireOwnLists(db, context.customerId, [id], '/id')
  const [variants, lines] = await Promise.all([listableVariants(db, items), listLines(db, context.customerId, id)])
  const held = new Set(lines.map((l) => l.productId))
  if (lines.length + variants.filter((v) => !held.has(v.productId)).length > MAX_LINES) throw tooManyItems()
  await addLines(db, context.customerId, id, variants)
  return c.body(null, 204)
})

/** Removes lines by line id or product id from one list; answers the list. */
shoppingListRoutes.post('/shopping-list/line-item/remove', async (c) => {
  const context = await requireBusinessCustomer(c)
  const body = await readBody(c)
  const errors: ApiErrorEntry[] = []
  const listId = readId(body.listId, '/listId', MESSAGES.listId, errors)
  const ids = readIds(body.ids, '/ids', MESSAGES.itemOrProduct, errors, { optional: true })
  const productIds = readIds(body.productIds, '/productIds', MESSAGES.itemOrProduct, errors, {
    optional: true,
    entry: MESSAGES.productId,
  })
  if (!errors.length && !ids.length && !productIds.length)
    errors.push(violation('IS_BLANK_ERROR', MESSAGES.itemOrProduct, '/ids', { '{{ value }}': 'null' }))
  throwIfAny(errors)
  const db = c.env.DB
  await requireOwnLists(db, context.customerId, [listId!], '/listId')
  const lines = await listLines(db, context.customerId, listId!)
  const byProduct = new Map(lines.map((l) => [l.productId, l.id]))
  requireLines(ids, new Set(lines.map((l) => l.id)), '/ids')
  requireLines(productIds, byProduct, '/productIds')
  await removeLines(db, context.customerId, listId!, [...ids, ...productIds.map((p) => byProduct.get(p)!)])
  return c.json(await ownList(db, context, listId!))
})

shoppingListRoutes.post('/shopping-list/line-item/:id{[^/]+}/change-quantity', async (c) => {
  const id = pathId(c)
  const context = await requireBusinessCustomer(c)
  const errors: ApiErrorEntry[] = []
  const quantity = readQuantity((await readBody(c)).quantity, '/quantity', MESSAGES.quantityAboveZero, errors)
  throwIfAny(errors)
  if (!(await setLineQuantity(c.env.DB, context.customerId, id, quantity!))) throw lineNotFound(id)
  return c.body(null, 204)
})

/** `quantities` per line id, each at least 1 (the line's own quantity where none is given). */
function readQuantities(value: unknown, errors: ApiErrorEntry[]): Map<string, number> {
  if (value === undefined || value === null) return new Map()
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.push(violation('INVALID_TYPE_ERROR', MESSAGES.quantityAtLeastOne, '/quantities', { '{{ value }}': 'array' }))
    return new Map()
  }
  return new Map(
    Object.entries(value).flatMap(([id, raw]) => {
      const quantity = readQuantity(raw, `/quantities/${id}`, MESSAGES.quantityAtLeastOne, errors)
      return quantity ? [[id, quantity] as const] : []
    }),
  )
}

/**
 * Adds the customer's lines to the session's cart through the cart's own add path; the cart's
 * errors (stock, minimum, steps) wait with the cart for its next read. Answers 204.
 */
shoppingListRoutes.post('/asx-shopping-lists/add-to-cart', async (c) => {
  const context = await requireBusinessCustomer(c)
  const body = await readBody(c)
  const errors: ApiErrorEntry[] = []
  const ids = readIds(body.ids, '/ids', MESSAGES.itemOrProduct, errors)
  const quantities = readQuantities(body.quantities, errors)
  throwIfAny(errors)
  const db = c.env.DB
  const lines = new Map((await ownLines(db, context.customerId, ids)).map((l) => [l.id, l]))
  requireLines(ids, lines, '/ids')
  const products = ids.map((id) => ({
    referencedId: lines.get(id)!.productId,
    quantity: quantities.get(id) ?? lines.get(id)!.quantity,
  }))
  const cart = await addProducts(db, await resolveSession(db, context), products)
  await queueErrors(db, context.token, Object.values(cart.errors).filter(isPersistent))
  return c.body(null, 204)
})

/** Replaces a line's variant by another variant of the same product; the same variant twice on a list merges. */
shoppingListRoutes.post('/asx-shopping-lists/update-line-item-product', async (c) => {
  const context = await requireBusinessCustomer(c)
  const body = await readBody(c)
  const errors: ApiErrorEntry[] = []
  const lineId = readId(body.lineItemId, '/lineItemId', MESSAGES.lineItemId, errors)
  const productId = readId(body.productId, '/productId', MESSAGES.productId, errors)
  const listId = readId(body.shoppingListId, '/shoppingListId', MESSAGES.listId, errors)
  const quantity =
    body.quantity === undefined || body.quantity === null
      ? null
      : readQuantity(body.quantity, '/quantity', MESSAGES.quantityAtLeastOne, errors)
  throwIfAny(errors)
  const db = c.env.DB
  await requireOwnLists(db, context.customerId, [listId!], '/shoppingListId')
  const lines = await listLines(db, context.customerId, listId!)
  const line = lines.find((l) => l.id === lineId)
  if (!line) throw lineNotFound(lineId!, '/lineItemId')
  if (!(await isSiblingVariant(db, line.productId, productId!))) throw variantNotFound(productId!)
  const merged = productId === line.productId ? undefined : lines.find((l) => l.productId === productId)
  await replaceLineProduct(db, context.customerId, line, productId!, quantity ?? line.quantity, merged)
  return c.body(null, 204)
})

/**
 * frontendsDomain: one of the shop's origins (the request's own, or the host the proxy forwards), so
 * a share link never leads elsewhere. Answers it without a trailing slash; anything but text is a type
 * violation, as for the other fields.
 */
function readDomain(c: HonoContext, value: unknown, errors: ApiErrorEntry[]): string | null {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    errors.push(typeViolation('/frontendsDomain', 'string', { '{{ value }}': quoted(value) }))
    return null
  }
  if (!value?.trim()) {
    errors.push(blankViolation('/frontendsDomain', value))
    return null
  }
  const domain = value.trim().replace(/\/+$/, '')
  if (shopOrigins(c).includes(domain)) return domain
  errors.push(invalidDomain(value))
  return null
}

/** The share mail's recipient: a valid address, or (none given) the customer's own; anything but text a type violation. */
function readRecipient(value: unknown, errors: ApiErrorEntry[]): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') {
    errors.push(typeViolation('/recipientEmail', 'string', { '{{ value }}': quoted(value) }))
    return null
  }
  const address = value.trim()
  const refused = emailViolation('/recipientEmail', address, value)
  if (refused) errors.push(refused)
  return refused ? null : address
}

shoppingListRoutes.post('/asx-shopping-list/:listId{[^/]+}/send-email', async (c) => {
  const id = pathId(c, 'listId')
  const context = await requireBusinessCustomer(c)
  const body = await readBody(c)
  const errors: ApiErrorEntry[] = []
  const message = readNote(body.message, '/message', errors)
  const domain = readDomain(c, body.frontendsDomain, errors)
  const recipient = readRecipient(body.recipientEmail, errors)
  throwIfAny(errors)
  const db = c.env.DB
  const token = await shareToken(db, context.customerId, id)
  if (!token) throw listNotFound(id, '/listId')
  const [list, sender] = await Promise.all([ownList(db, context, id), findCustomer(db, context.customerId)])
  const to = recipient ?? sender!.email
  // Each mail counts for its sender and its recipient (SHOPPING_LIST_SHARES_PER_HOUR each, from any
  // client); a full window answers 429 with Retry-After, and no mail goes out.
  await throttle(c, 'shoppingListShare', context.customerId)
  await throttle(c, 'shoppingListShareRecipient', to)
  const { languageId } = context
  const link = listLink(domain!, id, languageId, token)
  await sendListShare(c.env, { list, sender: sender!, recipient: to, link, message, languageId })
  return c.json(SUCCESS)
})

/** Stores a quote request with a snapshot of the list's lines and prices and confirms it by mail. */
shoppingListRoutes.post('/asx-shopping-list/:id{[^/]+}/request-quote', async (c) => {
  const id = pathId(c)
  const context = await requireBusinessCustomer(c)
  const errors: ApiErrorEntry[] = []
  const comment = readNote((await readBody(c)).comment, '/comment', errors)
  throwIfAny(errors)
  const db = c.env.DB
  const list = await ownList(db, context, id)
  if (!list.lineItems.length) throw emptyList(id)
  const { languageId } = context
  const lineItems = list.lineItems.map((l) => ({
    productId: l.productId,
    productNumber: l.productNumber,
    label: l.label,
    variant: l.variant,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    totalPrice: l.totalPrice,
  }))
  const [quote, customer] = await Promise.all([
    insertQuote(db, context.customerId, { listId: id, comment, lineItems, price: list.price, languageId }),
    findCustomer(db, context.customerId),
  ])
  if (!quote) throw listNotFound(id)
  const link = listLink(shopOrigins(c)[0] ?? '', id, languageId)
  await sendQuoteConfirmation(c.env, {
    list,
    quoteNumber: quote.quoteNumber,
    customer: customer!,
    comment,
    link,
    languageId,
  })
  return c.json(quoteEntity(quote))
})
