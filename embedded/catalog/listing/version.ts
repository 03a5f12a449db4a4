/**
 * The catalog version as the pages see it (decision 037): the `catalog_version` row every rewrite of the
 * listing bumps (seed, stock flags, ratings). The edge page cache and the KV cache of catalog reads put it
 * in their keys or beside their entries, so a change shows on the next page view. Read at most once a
 * second per isolate; a write in this isolate forgets the memo at once (other isolates follow within it).
 */
const MEMO_MS = 1_000

let memo: { version: Promise<string>; at: number } | undefined

/** The catalog's current version, as a string ('0' when it cannot be read: an empty database). */
export function catalogVersion(db: D1Database): Promise<string> {
  const now = Date.now()
  if (memo && now - memo.at < MEMO_MS) return memo.version
  const version = db
    .prepare('SELECT version FROM catalog_version WHERE id = 1')
    .first<number>('version')
    .then(
      (value) => String(value ?? 0),
      () => '0',
    )
  memo = { version, at: now }
  return version
}

/** Called after a batch that may have bumped the version: the next read asks the database. */
export function catalogChanged(): void {
  memo = undefined
}
