/** groupProperties: properties grouped by group; names fall back from translated to raw value; code is the group key. */
import { describe, expect, it } from 'vitest'
import { displayName, groupProperties } from '../../../shared/catalog/properties'

const material = { id: 'g-material', name: 'Material', position: 3, translated: { name: 'Material' } }
const protection = { id: 'g-protection', name: 'Schutzklasse', position: 4, translated: { name: 'Protection class' } }
const option = (id: string, group: typeof material, name: string | null, translated: string | null, position = 1) => ({
  id,
  groupId: group.id,
  group,
  name,
  position,
  translated: translated === null ? {} : { name: translated },
})

describe('groupProperties', () => {
  it('groups by property group in group order, values in position order', () => {
    const product = {
      properties: [
        option('s3', protection, 'EN ISO 20345 S3', 'EN ISO 20345 S3', 2),
        option('leder', material, 'Leather', 'Leather'),
        option('en388', protection, 'EN 388 4131', 'EN 388 4131', 1),
      ],
    }
    expect(groupProperties(product)).toEqual([
      { code: 'g-material', name: 'Material', values: [{ id: 'leder', name: 'Leather', colorHexCode: null }] },
      {
        code: 'g-protection',
        name: 'Protection class',
        values: [
          { id: 'en388', name: 'EN 388 4131', colorHexCode: null },
          { id: 's3', name: 'EN ISO 20345 S3', colorHexCode: null },
        ],
      },
    ])
  })

  it('names a value by its translated name, then its raw name', () => {
    const product = {
      properties: [option('a', material, null, 'Baumwolle'), option('b', material, 'Polyester', null, 2)],
    }
    expect(groupProperties(product)[0]!.values.map((v) => v.name)).toEqual(['Baumwolle', 'Polyester'])
    expect(displayName({ name: 'raw', translated: { name: '' } })).toBe('raw')
  })

  it('lists a value once, groups options without an embedded group by groupId, and skips options without either', () => {
    const bare = { id: 'x', groupId: 'g-season', name: 'Winter', translated: { name: 'Winter' } }
    const product = {
      properties: [
        option('a', material, 'Fleece', 'Fleece'),
        option('a', material, 'Fleece', 'Fleece'),
        bare,
        { id: 'lost', name: 'Lost' },
      ],
    }
    expect(groupProperties(product).map((g) => [g.code, g.values.map((v) => v.id)])).toEqual([
      ['g-season', ['x']],
      ['g-material', ['a']],
    ])
    expect(groupProperties({})).toEqual([])
  })
})
