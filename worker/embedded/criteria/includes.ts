/** Criteria includes: keep only the listed fields of every object with a matching apiAlias, anywhere in an answer. */

/**
 * Applies `includes` (fields per apiAlias) to a serialized answer; apiAlias itself is always kept.
 * @example applyIncludes({ id: 'a', name: 'x', apiAlias: 'product' }, { product: ['id'] }) // { id: 'a', apiAlias: 'product' }
 */
export function applyIncludes<T>(value: T, includes: Record<string, string[]> | undefined): T {
  if (!includes || !Object.keys(includes).length) return value
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (node === null || typeof node !== 'object') return node
    const entries = Object.entries(node as Record<string, unknown>)
    const alias = (node as { apiAlias?: unknown }).apiAlias
    const keep = typeof alias === 'string' ? includes[alias] : undefined
    return Object.fromEntries(
      entries.filter(([key]) => !keep || key === 'apiAlias' || keep.includes(key)).map(([key, v]) => [key, visit(v)]),
    )
  }
  return visit(value) as T
}
