/** Criteria from URL query parameters: PHP-style brackets (filter[0][field]=…) as Shopware reads them, or JSON values. */

type Tree = Record<string, unknown>

/** Turns `{ '0': a, '1': b }` into `[a, b]` (bracket indices), recursively. */
function arrays(node: unknown): unknown {
  if (node === null || typeof node !== 'object') return node
  const tree = node as Tree
  const keys = Object.keys(tree)
  const values = Object.fromEntries(keys.map((k) => [k, arrays(tree[k])]))
  const numeric = keys.length > 0 && keys.every((k, i) => k === String(i))
  return numeric ? keys.map((k) => values[k]) : values
}

/** A value that looks like JSON (a list or object) is parsed; anything else stays text. */
function decode(value: string): unknown {
  if (!/^[[{]/.test(value.trim())) return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/**
 * Query parameters as one criteria object.
 * @example queryCriteria(new URLSearchParams('filter[0][type]=equals&filter[0][field]=shippingFree&filter[0][value]=1&limit=5'))
 * // { filter: [{ type: 'equals', field: 'shippingFree', value: '1' }], limit: '5' }
 */
export function queryCriteria(params: URLSearchParams): Record<string, unknown> {
  const root: Tree = {}
  for (const [name, raw] of params) {
    const path = name.replace(/\]/g, '').split('[')
    let node = root
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment
      if (i === path.length - 1) node[key] = path.length === 1 ? decode(raw) : raw
      else {
        if (!node[key] || typeof node[key] !== 'object') node[key] = {}
        node = node[key] as Tree
      }
    })
  }
  return arrays(root) as Record<string, unknown>
}
