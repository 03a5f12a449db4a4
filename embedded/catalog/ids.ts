/**
 * Ids the Store API derives rather than stores: categories by their key, product pictures (which need no
 * rows), cross-selling groups. The seed makes its rows with the same functions.
 */
import { uuidFor } from '../../shared/ids'
import { ROOT_CATEGORY_ID } from '../platform/sales-channel'

/** @example categoryId('arbeitsjacken/softshelljacken') */
export const categoryId = (key: string) => (key === 'root' ? ROOT_CATEGORY_ID : uuidFor(`category:${key}`))

/**
 * A product picture: product n in one colour (option bit), view 0 (the cover) to 3. The id carries
 * them in the clear (8 + 2 + 2 hex) and a checksum (20 hex), so pictures need no rows.
 */
export function productMediaId(n: number, colourBit: number, view = 0): string {
  const head =
    n.toString(16).padStart(8, '0') + colourBit.toString(16).padStart(2, '0') + view.toString(16).padStart(2, '0')
  return head + uuidFor(`media:product:${head}`).slice(0, 20)
}

/** The inverse of productMediaId; null for any id it did not make. */
export function parseProductMediaId(id: string): { n: number; colourBit: number; view: number } | null {
  if (!/^[0-9a-f]{32}$/.test(id) || uuidFor(`media:product:${id.slice(0, 12)}`).slice(0, 20) !== id.slice(12))
    return null
  return {
    n: Number.parseInt(id.slice(0, 8), 16),
    colourBit: Number.parseInt(id.slice(8, 10), 16),
    view: Number.parseInt(id.slice(10, 12), 16),
  }
}
export const crossSellingId = (n: number, kind: string) => uuidFor(`cross-selling:${n}:${kind}`)
