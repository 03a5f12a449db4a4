/** Breadcrumb trails from the navigation tree. */
import { describe, expect, it } from 'vitest'
import { categoryTrail, trailItems } from '../../../client/navigation'
import type { NavigationEntry } from '../../../client/types'

const entry = (id: string, name: string, seo: string, children: NavigationEntry[] = []): NavigationEntry => ({
  id,
  name,
  type: 'page',
  seoUrls: [{ seoPathInfo: seo }],
  children,
})
const tree = [
  entry('jackets', 'Arbeitsjacken', 'arbeitsjacken', [
    entry('softshell', 'Softshelljacken', 'arbeitsjacken/softshelljacken'),
  ]),
  entry('shoes', 'Sicherheitsschuhe', 'sicherheitsschuhe'),
]

describe('categoryTrail', () => {
  it('walks from the top level down to the category', () => {
    expect(categoryTrail(tree, 'softshell').map((e) => e.id)).toEqual(['jackets', 'softshell'])
    expect(categoryTrail(tree, 'shoes').map((e) => e.id)).toEqual(['shoes'])
  })
  it('is empty for a category the tree does not hold', () => {
    expect(categoryTrail(tree, 'nowhere')).toEqual([])
  })
})

describe('trailItems', () => {
  it('links every category with a leading slash and ends with the product as the current page', () => {
    expect(trailItems(categoryTrail(tree, 'softshell'), 'Softshelljacke Nordkap')).toEqual([
      { label: 'Arbeitsjacken', path: '/arbeitsjacken' },
      { label: 'Softshelljacken', path: '/arbeitsjacken/softshelljacken' },
      { label: 'Softshelljacke Nordkap' },
    ])
  })
  it('makes the category itself the current page on a listing', () => {
    expect(trailItems(categoryTrail(tree, 'softshell'))).toEqual([
      { label: 'Arbeitsjacken', path: '/arbeitsjacken' },
      { label: 'Softshelljacken' },
    ])
  })
})
