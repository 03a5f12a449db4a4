/** Last-seen list rules: newest first, one entry per product, bounded. */
import { describe, expect, it } from 'vitest'
import { LAST_SEEN_LIMIT, remember, type SeenProduct } from '../../../client/state/last-seen'

const seen = (key: string, path = `/${key}`): SeenProduct => ({ key, name: key, path, image: null, price: 1 })

describe('remember', () => {
  it('puts the product first', () => {
    expect(remember([seen('a'), seen('b')], seen('c')).map((p) => p.key)).toEqual(['c', 'a', 'b'])
  })
  it('keeps one entry per product, moving it to the front with its latest path (another variant)', () => {
    const list = remember([seen('a'), seen('b')], seen('b', '/b?o=x'))
    expect(list.map((p) => p.key)).toEqual(['b', 'a'])
    expect(list[0]!.path).toBe('/b?o=x')
  })
  it(`keeps at most ${LAST_SEEN_LIMIT}`, () => {
    let list: SeenProduct[] = []
    for (let i = 0; i < LAST_SEEN_LIMIT + 5; i++) list = remember(list, seen(String(i)))
    expect(list).toHaveLength(LAST_SEEN_LIMIT)
    expect(list[0]!.key).toBe(String(LAST_SEEN_LIMIT + 4))
  })
})
