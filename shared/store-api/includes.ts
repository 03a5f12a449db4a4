/**
 * Store API criteria includes: keep only the listed fields of every object with a matching apiAlias, anywhere in
 * an answer, as Shopware's StructEncoder does: an entity's `translated` keeps the fields its list names,
 * and a plain nested object (no apiAlias) is cut by dotted paths (`metaData.width`) when the list has any.
 */
/** Fields per apiAlias, as a criteria's `includes` names them. */
export type Includes = Readonly<Record<string, readonly string[]>>
type Plain = Record<string, unknown>

const isPlain = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('apiAlias' in value)

/** Whether the list names fields below `prefix` (`metaData.width` below `metaData`). */
const hasNested = (keep: readonly string[], prefix: string) => keep.some((field) => field.startsWith(`${prefix}.`))

/** A plain object under an entity: `translated` by the entity's own fields, others by dotted paths. */
function nestedFields(value: Plain, prefix: string, keep: readonly string[]): Plain {
  if (prefix !== 'translated' && !hasNested(keep, prefix)) return value
  const out: Plain = {}
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === 'translated' ? key : `${prefix}.${key}`
    if (!keep.includes(path)) continue
    out[key] = isPlain(inner) ? nestedFields(inner, path, keep) : inner
  }
  return out
}

/**
 * Whether an answer cut by `includes` keeps `field` of the entities of `alias` (itself or a dotted path below
 * it), so the side that builds the answer can skip what would be cut.
 * @example includesField({ product: ['id', 'cover'] }, 'product', 'seoCategory') // false
 */
export const includesField = (includes: Includes | undefined, alias: string, field: string): boolean => {
  const keep = includes?.[alias]
  return !keep || keep.includes(field) || hasNested(keep, field)
}

/**
 * Applies `includes` (fields per apiAlias) to a serialized answer; apiAlias itself is always kept. The
 * embedded Store API answers with it; loaders cut data they already read the same way
 * (client/routes/view-includes.server.ts).
 * @example applyIncludes({ id: 'a', name: 'x', translated: { name: 'x', description: '…' }, apiAlias: 'product' }, { product: ['name', 'translated'] })
 * // { name: 'x', translated: { name: 'x' }, apiAlias: 'product' }
 */
export function applyIncludes<T>(value: T, includes: Includes | undefined): T {
  if (!includes || !Object.keys(includes).length) return value
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (node === null || typeof node !== 'object') return node
    const alias = (node as { apiAlias?: unknown }).apiAlias
    const keep = typeof alias === 'string' ? includes[alias] : undefined
    const out: Plain = {}
    for (const [key, inner] of Object.entries(node as Plain)) {
      if (!keep || key === 'apiAlias') out[key] = visit(inner)
      else if (keep.includes(key) || hasNested(keep, key))
        out[key] = isPlain(inner) ? visit(nestedFields(inner, key, keep)) : visit(inner)
    }
    return out
  }
  return visit(value) as T
}
