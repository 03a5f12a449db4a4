/**
 * Shopping lists (wire contract: decision 028): business customers only. The
 * lists are cached and read again after 60 s or when forced; a 403 / forbidden / access-denied answer
 * turns the feature off for that customer; every call answers a Result whose error is typed
 * (network_error, validation_error, not_found, unknown_error) with its English message and the
 * i18n key the shopper reads; quantity changes are debounced (500 ms, one request for the last value).
 * Browser-safe: the worker's loaders and actions use the same calls (`shoppingListApi`) on their client.
 */
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { type StoreApiClient, StoreApiError, toError } from '../../shared/store-api/client'
import { languageIdAtom, sessionAtom } from './session'
import { shoppingListsOffForAtom, useShoppingListsAvailable } from './shopping-lists-access'
import { browserStoreApi } from './store-api'

export { isBusinessCustomer, shoppingListsOffForAtom, useShoppingListsAvailable } from './shopping-lists-access'

/** Lists are read again after a minute. */
export const SHOPPING_LISTS_CACHE_MS = 60_000
/** A quantity change is sent once the shopper stopped changing it for half a second. */
export const QUANTITY_DEBOUNCE_MS = 500

export interface ShoppingListPrice {
  netPrice: number
  totalPrice: number
  positionPrice: number
  taxStatus: 'net' | 'gross'
}

export interface ShoppingListLineItem {
  id: string
  listId: string
  type: 'product'
  referencedId: string
  productId: string
  quantity: number
  createdAt: string
  productNumber: string
  label: string
  unitPrice: number
  totalPrice: number
  /** The unit price per reference unit, in the list's tax state; null for goods sold by the piece. */
  referencePrice?: { price?: number; purchaseUnit?: number; referenceUnit?: number; unitName?: string } | null
  color: string | null
  /** The variant's option names joined ('Rot, XL'). */
  variant: string | null
  /** The product the variant belongs to, to offer its sibling variants. */
  parentId: string | null
  available: boolean
  cover: string | null
}

export interface ShoppingListQuote {
  id: string
  quoteNumber: string
  status: string
  comment: string | null
  createdAt: string
  lineItemCount: number
}

export interface ShoppingList {
  id: string
  /** Null when the list was read by its share token. */
  customerId: string | null
  name: string
  notes: string | null
  createdAt: string
  updatedAt: string | null
  price: ShoppingListPrice
  lineItems: ShoppingListLineItem[]
  lineItemCount: number
  quote: ShoppingListQuote | null
}

export type ShoppingListErrorType = 'network_error' | 'validation_error' | 'not_found' | 'unknown_error'

/** A failed call: its type and English message, the i18n key the shopper reads, what went wrong underneath. */
export interface ShoppingListError {
  type: ShoppingListErrorType
  message: string
  /** The message in the shopper's language. */
  key: string
  details: string
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ShoppingListError }

/**
 * The failure messages and their i18n keys: what each call says when it fails. The shopper never
 * reads the English; it names the failure in logs and tests.
 */
export const FAILURES = {
  fetch: ['Failed to fetch shopping lists', 'shoppingList.error.fetch'],
  noLists: ['No shopping lists found', 'shoppingList.error.fetch'],
  createInvalid: ['Failed to create shopping list: Invalid response from server', 'shoppingList.error.create'],
  readInvalid: ['Failed to load shopping list: Invalid response from server', 'shoppingList.error.notFound'],
  unexpectedStatus: ['Unexpected response status', 'shoppingList.error.unknown'],
  noListSelected: ['No shopping list selected', 'shoppingList.error.noListSelected'],
  addToCart: ['Failed to add items to cart', 'shoppingList.error.addToCart'],
  notFound: ['Shopping list not found', 'shoppingList.error.notFound'],
  duplicate: ['Failed to duplicate shopping list', 'shoppingList.error.duplicate'],
  delete: ['Failed to delete shopping lists', 'shoppingList.error.delete'],
  create: ['Failed to create shopping list', 'shoppingList.error.create'],
  rename: ['Failed to rename shopping list', 'shoppingList.error.rename'],
  notes: ['Failed to save notes', 'shoppingList.error.notes'],
  addProduct: ['Failed to add product to shopping list', 'shoppingList.error.addProduct'],
  removeProduct: ['Failed to remove product from shopping list', 'shoppingList.error.removeProduct'],
  quantity: ['Failed to update quantity', 'shoppingList.error.quantity'],
  load: ['Failed to load shopping lists', 'shoppingList.error.fetch'],
  quote: ['Failed to request a quote', 'shoppingList.error.quote'],
  share: ['Failed to share shopping list', 'shoppingList.error.share'],
  variantNotFound: ['Variant not found', 'shoppingList.error.variantNotFound'],
  replace: ['Failed to replace variant', 'shoppingList.error.replace'],
} as const satisfies Record<string, readonly [string, string]>
export type Failure = keyof typeof FAILURES

/**
 * The Store API's English validation texts (an error's `detail`) and the keys that say them
 * in the shopper's language.
 */
export const VALIDATION_KEYS: Record<string, string> = {
  'Please enter a list name': 'shoppingList.validation.name',
  'Shopping list ID is required': 'shoppingList.validation.listId',
  'At least one shopping list ID is required': 'shoppingList.validation.listIds',
  'At least one product ID is required': 'shoppingList.validation.productIds',
  'Quantity must be at least 1': 'shoppingList.validation.quantityMin',
  'At least one item ID or product ID is required': 'shoppingList.validation.itemIds',
  'Item ID is required': 'shoppingList.validation.itemId',
  'Quantity must be greater than 0': 'shoppingList.validation.quantityPositive',
  'Line item ID is required': 'shoppingList.validation.lineItemId',
  'Product ID is required': 'shoppingList.validation.productId',
  'Shopping lists feature is not available for non-business users': 'shoppingList.notAvailable',
  'The shopping list is empty': 'shoppingList.error.empty',
  'Variant not found': 'shoppingList.error.variantNotFound',
}

/** Error codes the Store API answers for shopping lists, and the keys that name them. */
const CODE_KEYS: Record<string, string> = {
  SHOPPING_LIST__NOT_FOUND: 'shoppingList.error.notFound',
  SHOPPING_LIST__LINE_ITEM_NOT_FOUND: 'shoppingList.error.lineItemNotFound',
  SHOPPING_LIST__VARIANT_NOT_FOUND: 'shoppingList.error.variantNotFound',
  CONTENT__PRODUCT_VARIANT_NOT_FOUND: 'shoppingList.error.variantNotFound',
  SHOPPING_LIST__PRODUCT_NOT_BUYABLE: 'shoppingList.error.chooseVariant',
  SHOPPING_LIST__TOO_MANY_ITEMS: 'shoppingList.error.tooManyItems',
  SHOPPING_LIST__EMPTY: 'shoppingList.error.empty',
  SHOPPING_LIST__NOT_AVAILABLE: 'shoppingList.notAvailable',
}

/**
 * How a failure's message maps to a type: one containing 404 is not_found, one naming the network or
 * the connection is network_error, anything else unknown_error.
 * @example errorTypeOf('HTTP 404: Shopping list not found') // 'not_found'
 */
export function errorTypeOf(message: string): ShoppingListErrorType {
  if (message.includes('404')) return 'not_found'
  if (/network|connection/i.test(message)) return 'network_error'
  return 'unknown_error'
}

/**
 * What went wrong, as one line the mapping reads: a Store API answer names its status, a request that
 * never got one (fetch rejects with a TypeError) says it was the network.
 */
export function describeFailure(cause: unknown): string {
  if (cause instanceof StoreApiError) return `HTTP ${cause.status}: ${cause.message}`
  const message = cause instanceof Error ? cause.message : String(cause)
  return cause instanceof TypeError ? `Network error: ${message}` : message
}

/** A 400 whose errors are violations of the request's fields: the shopper can fix it. */
const isValidationFailure = (cause: unknown): cause is StoreApiError =>
  cause instanceof StoreApiError &&
  cause.status === 400 &&
  cause.errors.some((e) => e.code?.startsWith('VIOLATION::') || VALIDATION_KEYS[e.detail ?? ''])

/**
 * The i18n key that tells the shopper what failed: a validation text or a known code of the answer, else
 * the failed call's own message.
 */
export function failureKey(cause: unknown, fallback: string): string {
  if (!(cause instanceof StoreApiError)) return fallback
  for (const entry of cause.errors) {
    const key = VALIDATION_KEYS[entry.detail ?? ''] ?? CODE_KEYS[entry.code ?? '']
    if (key) return key
  }
  return fallback
}

/**
 * A failed call as the store answers it.
 * @example shoppingListError('rename', new StoreApiError(404, [])) // { type: 'not_found', message: 'Failed to rename shopping list', … }
 */
export function shoppingListError(failure: Failure, cause: unknown): ShoppingListError {
  const [message, key] = FAILURES[failure]
  const details = describeFailure(cause)
  return {
    type: isValidationFailure(cause) ? 'validation_error' : errorTypeOf(details),
    message,
    key: failureKey(cause, key),
    details,
  }
}

/** Runs a call and answers its Result; a failure is described as `failure`. */
export async function attempt<T>(failure: Failure, call: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await call() }
  } catch (cause) {
    return { ok: false, error: shoppingListError(failure, cause) }
  }
}

/**
 * Creates a list; an answer without a list says 'Failed to create shopping list: Invalid response from
 * server', any other failure 'Failed to create shopping list'.
 */
export async function createShoppingList(api: Pick<ShoppingListApi, 'create'>, name?: string) {
  try {
    return { ok: true, data: await api.create(name) } as const
  } catch (cause) {
    const failure: Failure = cause instanceof InvalidResponseError ? 'createInvalid' : 'create'
    return { ok: false, error: shoppingListError(failure, cause) } as const
  }
}

/** The feature turns itself off after a 403, a forbidden or an access-denied answer. */
export function isForbidden(cause: unknown): boolean {
  if (cause instanceof StoreApiError && cause.status === 403) return true
  const message = cause instanceof Error ? cause.message : String(cause)
  return /forbidden|access[ -]denied/i.test(message)
}

/** A call answered with a status the contract does not name for it. */
export class UnexpectedStatusError extends Error {
  constructor(readonly status: number) {
    super(`${FAILURES.unexpectedStatus[0]}: ${status}`)
    this.name = 'UnexpectedStatusError'
  }
}

/** An answer that is not what the contract says (a list without id, a search result without elements). */
export class InvalidResponseError extends Error {
  constructor(what: string) {
    super(`Invalid response from server: ${what}`)
    this.name = 'InvalidResponseError'
  }
}

export interface ListsPage {
  lists: ShoppingList[]
  total: number
}

/** What the share form sends (the send-email call): the shop's origin for the link, a recipient and a message. */
export interface ShareInput {
  frontendsDomain: string
  recipientEmail?: string
  message?: string
}

export interface ReplaceInput {
  lineItemId: string
  productId: string
  shoppingListId: string
  quantity?: number
}

/** The shopping-list calls; each throws a StoreApiError for an error answer (tests hand in a fake). */
export interface ShoppingListApi {
  list(criteria?: { page?: number; limit?: number }): Promise<ListsPage>
  create(name?: string): Promise<ShoppingList>
  read(id: string, shareToken?: string): Promise<ShoppingList>
  rename(id: string, name: string): Promise<ShoppingList>
  changeNotes(id: string, notes: string): Promise<ShoppingList>
  duplicate(id: string, name?: string): Promise<ShoppingList>
  remove(ids: string[]): Promise<void>
  addProducts(id: string, quantities: Record<string, number>): Promise<void>
  removeItems(listId: string, items: { ids?: string[]; productIds?: string[] }): Promise<ShoppingList>
  changeQuantity(lineItemId: string, quantity: number): Promise<void>
  addToCart(ids: string[], quantities?: Record<string, number>): Promise<void>
  replaceVariant(input: ReplaceInput): Promise<void>
  share(listId: string, input: ShareInput): Promise<void>
  requestQuote(listId: string, comment?: string): Promise<ShoppingListQuote>
}

/** A list answer must at least name its list and hold its lines. */
function asList(body: unknown, failure: () => Error): ShoppingList {
  const list = body as Partial<ShoppingList> | null
  if (!list || typeof list.id !== 'string' || !Array.isArray(list.lineItems)) throw failure()
  return list as ShoppingList
}

/**
 * The calls over a Store API client (the browser's proxy or the worker's in-process client, which names
 * the shopper's host in `headers` for the share link). The routes are the shop's own (`asx-`), absent
 * from the official schema, so they go through `request`.
 */
export function shoppingListApi(client: StoreApiClient, headers?: Record<string, string>): ShoppingListApi {
  async function call(method: string, path: string, body: unknown, expect: 200 | 204): Promise<unknown> {
    const response = await client.request(method, path, { body, headers })
    if (!response.ok) throw await toError(response)
    if (response.status !== expect) throw new UnexpectedStatusError(response.status)
    return expect === 204 ? undefined : response.json().catch(() => null)
  }
  const path = (template: string, id: string) => template.replace('{id}', encodeURIComponent(id))
  const listAt = async (method: string, template: string, id: string, body: unknown) =>
    asList(await call(method, path(template, id), body, 200), () => new InvalidResponseError('no shopping list'))
  return {
    async list({ page = 1, limit = 100 } = {}) {
      const body = (await call('POST', '/shopping-lists', { page, limit }, 200)) as {
        elements?: unknown
        total?: number
      } | null
      if (!body || !Array.isArray(body.elements)) throw new InvalidResponseError(FAILURES.noLists[0])
      return { lists: body.elements as ShoppingList[], total: body.total ?? body.elements.length }
    },
    async create(name) {
      const body = await call('POST', '/shopping-list', name === undefined ? {} : { name }, 200)
      return asList(body, () => new InvalidResponseError(FAILURES.createInvalid[0]))
    },
    read: (id, shareToken) => listAt('POST', '/asx-shopping-list/{id}', id, shareToken ? { shareToken } : {}),
    rename: (id, name) => listAt('PATCH', '/asx-shopping-list/{id}/change-name', id, { name }),
    changeNotes: (id, notes) => listAt('PATCH', '/asx-shopping-list/{id}/change-notes', id, { notes }),
    duplicate: (id, name) => listAt('POST', '/shopping-list/{id}/duplicate', id, name ? { name } : {}),
    remove: async (ids) => void (await call('DELETE', '/shopping-list', { ids }, 204)),
    addProducts: async (id, quantities) =>
      void (await call(
        'POST',
        path('/shopping-list/{id}/add', id),
        { lineItems: Object.fromEntries(Object.entries(quantities).map(([pid, quantity]) => [pid, { quantity }])) },
        204,
      )),
    removeItems: async (listId, items) =>
      asList(
        await call('POST', '/shopping-list/line-item/remove', { listId, ...items }, 200),
        () => new InvalidResponseError('no shopping list'),
      ),
    changeQuantity: async (lineItemId, quantity) =>
      void (await call('POST', path('/shopping-list/line-item/{id}/change-quantity', lineItemId), { quantity }, 204)),
    addToCart: async (ids, quantities) =>
      void (await call('POST', '/asx-shopping-lists/add-to-cart', quantities ? { ids, quantities } : { ids }, 204)),
    replaceVariant: async (input) =>
      void (await call('POST', '/asx-shopping-lists/update-line-item-product', input, 204)),
    share: async (listId, input) =>
      void (await call('POST', path('/asx-shopping-list/{id}/send-email', listId), input, 200)),
    async requestQuote(listId, comment) {
      const body = (await call(
        'POST',
        path('/asx-shopping-list/{id}/request-quote', listId),
        comment ? { comment } : {},
        200,
      )) as ShoppingListQuote | null
      if (!body || typeof body.id !== 'string') throw new InvalidResponseError('no quote')
      return body
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Cache and availability: pure rules over an injected clock.

/** The lists as last read, and when (by the injected clock). */
export interface ListsCache {
  lists: ShoppingList[]
  fetchedAt: number
}

/** Whether a cached read is still good (60 s). */
export const isFresh = (cache: ListsCache | null, now: number): cache is ListsCache =>
  cache !== null && now - cache.fetchedAt < SHOPPING_LISTS_CACHE_MS

/**
 * The lists: the cache while fresh, else (or when forced) a new read. A failed read keeps the old cache
 * and says why; `forbidden` tells the caller to turn the feature off.
 */
export async function loadLists(
  api: Pick<ShoppingListApi, 'list'>,
  cache: ListsCache | null,
  { now, force = false }: { now: number; force?: boolean },
): Promise<{ cache: ListsCache | null; result: Result<ShoppingList[]>; forbidden: boolean }> {
  if (!force && isFresh(cache, now)) return { cache, result: { ok: true, data: cache.lists }, forbidden: false }
  try {
    const { lists } = await api.list()
    const fresh = { lists, fetchedAt: now }
    return { cache: fresh, result: { ok: true, data: lists }, forbidden: false }
  } catch (cause) {
    const failure: Failure = cause instanceof InvalidResponseError ? 'noLists' : 'fetch'
    return { cache, result: { ok: false, error: shoppingListError(failure, cause) }, forbidden: isForbidden(cause) }
  }
}

// ---------------------------------------------------------------------------------------------------
// The debounce of quantity changes: one request per line for the last value.

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Collects changes per key and sends only the last one once `delay` ms passed without another. Every
 * change of a burst answers the one send's Result.
 * @example
 * const quantities = debounced((id, qty) => attempt('quantity', () => api.changeQuantity(id, qty)))
 * quantities.push(lineId, 3); quantities.push(lineId, 4) // one request, quantity 4, after 500 ms
 */
export function debounced<V, R>(
  send: (key: string, value: V) => Promise<R>,
  { delay = QUANTITY_DEBOUNCE_MS, timers = realTimers }: { delay?: number; timers?: Timers } = {},
) {
  const pending = new Map<string, { handle: unknown; value: V; waiting: Array<(result: R) => void> }>()
  function fire(key: string) {
    const entry = pending.get(key)
    if (!entry) return
    pending.delete(key)
    void send(key, entry.value).then((result) => {
      for (const resolve of entry.waiting) resolve(result)
    })
  }
  return {
    push(key: string, value: V): Promise<R> {
      const entry = pending.get(key)
      if (entry) timers.clearTimeout(entry.handle)
      const waiting = entry?.waiting ?? []
      return new Promise<R>((resolve) => {
        waiting.push(resolve)
        pending.set(key, { handle: timers.setTimeout(() => fire(key), delay), value, waiting })
      })
    },
    /** Whether a change of this key waits to be sent. */
    pending: (key: string) => pending.has(key),
    /** Sends every waiting change now (the page is left). */
    flush() {
      for (const [key, entry] of [...pending]) {
        timers.clearTimeout(entry.handle)
        fire(key)
      }
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// The atoms and the hooks the pages and the dialog use.

/** The cached lists of the session's customer; null until read. */
export const shoppingListsCacheAtom = atom<{ owner: string; cache: ListsCache } | null>(null)

/** The browser's calls (through the /store-api proxy; the context token stays in its cookie). */
export const browserShoppingLists = (languageId: string) => shoppingListApi(browserStoreApi(languageId))

/**
 * The lists of the session's customer, read after mount (cached a minute) and on `refresh(true)`; a
 * forbidden answer turns the feature off. Failures are answered, never thrown.
 */
export function useShoppingLists() {
  const store = useStore()
  const session = useAtomValue(sessionAtom)
  const languageId = useAtomValue(languageIdAtom)
  const cached = useAtomValue(shoppingListsCacheAtom)
  const available = useShoppingListsAvailable()
  const owner = session.customer?.id ?? ''
  const refresh = useCallback(
    (force = false) => refreshShoppingLists(store, owner, browserShoppingLists(languageId), { force }),
    [store, owner, languageId],
  )
  return {
    available,
    lists: cached && cached.owner === owner ? cached.cache.lists : null,
    refresh,
  }
}

type Store = ReturnType<typeof useStore>

/** Reads the lists into the atoms (cached), turning the feature off after a forbidden answer. */
export async function refreshShoppingLists(
  store: Store,
  owner: string,
  api: Pick<ShoppingListApi, 'list'>,
  { force = false, now = Date.now() }: { force?: boolean; now?: number } = {},
): Promise<Result<ShoppingList[]>> {
  if (!owner || store.get(shoppingListsOffForAtom) === owner)
    return { ok: false, error: shoppingListError('load', new StoreApiError(403, [])) }
  const current = store.get(shoppingListsCacheAtom)
  const loaded = await loadLists(api, current?.owner === owner ? current.cache : null, { now, force })
  if (loaded.forbidden) store.set(shoppingListsOffForAtom, owner)
  if (loaded.cache) store.set(shoppingListsCacheAtom, { owner, cache: loaded.cache })
  return loaded.result
}

/**
 * Quantity changes of the list page's steppers: each line's last value goes out 500 ms after the
 * shopper stopped; `onSent` hears the Result (the page then reads its list again).
 */
export function useQuantityChanges(onSent: (result: Result<void>) => void) {
  const languageId = useAtomValue(languageIdAtom)
  const setCache = useSetAtom(shoppingListsCacheAtom)
  const changes = useMemo(
    () =>
      debounced((lineItemId: string, quantity: number) =>
        attempt('quantity', () => browserShoppingLists(languageId).changeQuantity(lineItemId, quantity)),
      ),
    [languageId],
  )
  useEffect(() => () => changes.flush(), [changes])
  // Each burst reports once, through its last change (one answer, one reread of the page).
  const latest = useRef(new Map<string, number>())
  return useCallback(
    async (lineItemId: string, quantity: number) => {
      const mine = (latest.current.get(lineItemId) ?? 0) + 1
      latest.current.set(lineItemId, mine)
      const result = await changes.push(lineItemId, quantity)
      if (latest.current.get(lineItemId) !== mine) return
      // Totals of the cached lists changed with it.
      if (result.ok) setCache(null)
      onSent(result)
    },
    [changes, onSent, setCache],
  )
}
