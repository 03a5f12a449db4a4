/**
 * The embedded Store API's database as its routes see it: one D1 session per request, so reads may be
 * served by a read replica and a shopper still reads their own writes (decision 042). Routes get
 * statements and batches only; migrations, the seed and scripts keep the whole D1Database.
 */
import type { EmbeddedEnv } from '../env'

/** What a route may do with D1: a session's statements and batches (no `exec`, `dump` or `withSession`). */
export type Database = Pick<D1Database, 'prepare' | 'batch'>

/** The bindings the embedded Store API's routes see: DB is the request's session. */
export type StoreApiEnv = Omit<EmbeddedEnv, 'DB'> & { DB: Database }

/**
 * The request header naming the D1 bookmark the caller has seen, and the answer's header naming the
 * newest one this request saw (the worker keeps it per shopper: worker/store-api/d1-bookmark.ts).
 */
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark'

/** D1's bookmarks: three 8-digit and one 32-digit hex group, e.g. 00000085-0000024c-00004c6d-8e61…83. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** The bookmark when `value` is one; anything else (garbage, a constraint, too long) is no bookmark. */
export const validBookmark = (value: string | null | undefined): string | undefined =>
  value && BOOKMARK.test(value) ? value : undefined

/** The newer of two bookmarks: D1's bookmarks sort lexicographically, oldest first. */
export const newerBookmark = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined || (b !== undefined && b > a) ? b : a

/**
 * Where a request's session starts: at the caller's bookmark (at least as new as what it saw); without
 * one, a shopper (a context token) starts on the primary so their first read after a lost cookie still
 * sees their writes, and an anonymous read may start on any replica.
 */
export function sessionStart(request: Request): string {
  const bookmark = validBookmark(request.headers.get(D1_BOOKMARK_HEADER))
  if (bookmark) return bookmark
  return request.headers.has('sw-context-token') ? 'first-primary' : 'first-unconstrained'
}

/** Each session's database, so caches that outlive a request stay keyed by the database. */
const databases = new WeakMap<Database, D1Database>()

/** The request's session of `db`, started where `request` asks (sessionStart). */
export function openSession(db: D1Database, request: Request): D1DatabaseSession {
  const session = db.withSession(sessionStart(request))
  databases.set(session, db)
  return session
}

/**
 * The database behind a session (or `db` itself): the key of this isolate's caches (facet columns,
 * hits, catalog metadata), which serve every request, not only the one whose session filled them.
 */
export const databaseOf = (db: Database): object => databases.get(db) ?? db

/**
 * A value per database and key, kept in this isolate for `ttlMs`: reference data that changes with the
 * seed, not per request (catalog metadata, languages). A load that fails is forgotten at once.
 * @example const kept = keptPerDatabase<Row[]>(60_000); kept(db, languageId, () => readRows(db, languageId))
 */
export function keptPerDatabase<T>(ttlMs: number) {
  const cache = new WeakMap<object, Map<string, { expires: number; value: Promise<T> }>>()
  return (db: Database, key: string, load: () => Promise<T>): Promise<T> => {
    const database = databaseOf(db)
    let byKey = cache.get(database)
    if (!byKey) {
      byKey = new Map()
      cache.set(database, byKey)
    }
    const hit = byKey.get(key)
    if (hit && hit.expires > Date.now()) return hit.value
    const value = load()
    byKey.set(key, { expires: Date.now() + ttlMs, value })
    value.catch(() => byKey.delete(key))
    return value
  }
}
