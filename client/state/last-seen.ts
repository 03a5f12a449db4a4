/** Last-seen products: snapshots in localStorage, so showing them costs no request. */
import { atom, useAtom } from 'jotai'
import { useEffect } from 'react'

export interface SeenProduct {
  /** The listed product (parent) id, so variants of one product count once. */
  key: string
  name: string
  path: string
  image: string | null
  price: number | null
}

/** Per locale: names and SEO paths differ between German and English. */
const storageKey = (locale: string) => `sw-last-seen:${locale}`
export const LAST_SEEN_LIMIT = 12

/** null until read from storage after mount: the server never knows, so it renders nothing. */
export const lastSeenAtom = atom<SeenProduct[] | null>(null)

function read(locale: string): SeenProduct[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(locale)) ?? '[]') as unknown
    return Array.isArray(parsed)
      ? (parsed as SeenProduct[]).filter((p) => p && typeof p.key === 'string' && typeof p.path === 'string')
      : []
  } catch {
    // Private mode or a corrupt entry: behave as if nothing was seen.
    return []
  }
}

/**
 * Puts a product first in the list (once per product), keeping at most LAST_SEEN_LIMIT.
 * @example remember([{ key: 'a' … }], { key: 'b' … }) // [b, a]
 */
export const remember = (list: SeenProduct[], seen: SeenProduct): SeenProduct[] =>
  [seen, ...list.filter((p) => p.key !== seen.key)].slice(0, LAST_SEEN_LIMIT)

/** Reads the list once mounted; with `seen`, records that product first. */
export function useLastSeen(locale: string, seen?: SeenProduct): SeenProduct[] | null {
  const [list, setList] = useAtom(lastSeenAtom)
  // Callers pass a fresh object each render: the effect depends on its content, not its identity.
  const seenJson = seen ? JSON.stringify(seen) : ''
  useEffect(() => {
    const seen: SeenProduct | undefined = seenJson ? JSON.parse(seenJson) : undefined
    const current = read(locale)
    const next = seen ? remember(current, seen) : current
    if (seen) {
      try {
        localStorage.setItem(storageKey(locale), JSON.stringify(next))
      } catch {
        // Storage full or blocked: the list still works for this page.
      }
    }
    setList(next)
  }, [seenJson, locale, setList])
  return list
}
