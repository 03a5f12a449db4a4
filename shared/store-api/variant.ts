/**
 * The variant a `find-variant` answer names. Shopware's FindProductVariantRoute answers its FoundCombination
 * struct as the body itself (`{ variantId, options, apiAlias }`, as 6.6 and 6.7 send it), while the Store
 * API schema (and the embedded backend, which follows it) wrap it as `{ foundCombination: { variantId,
 * options } }`. Both shapes are read; anything else names no variant.
 * @example foundVariantId({ variantId: 'a1', options: [] }) // 'a1'
 * @example foundVariantId({ foundCombination: { variantId: 'a1', options: [] } }) // 'a1'
 */
export function foundVariantId(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null
  const { variantId, foundCombination } = answer as { variantId?: unknown; foundCombination?: { variantId?: unknown } }
  const id = typeof variantId === 'string' ? variantId : foundCombination?.variantId
  return typeof id === 'string' && id ? id : null
}

/**
 * Whether a Store API product has nothing to choose: Shopware's simple product, `parentId` null (an answer
 * that leaves it out is not taken for one) and no children.
 * @example isSimpleProduct({ parentId: null, childCount: 0 }) // true
 * @example isSimpleProduct({ parentId: 'p1' }) // false
 */
export const isSimpleProduct = (product: { parentId?: string | null; childCount?: number | null }) =>
  product.parentId === null && !(product.childCount ?? 0)
