/** Category trails from the header's navigation tree: breadcrumbs without another Store API call. */
import { navigationPath } from '../shared/paths'
import type { NavigationEntry } from './types'

/** One step of a breadcrumb trail. */
export interface BreadcrumbItem {
  label: string
  /** The page's path below the locale prefix; the last item (the current page) needs none. */
  path?: string
}

/**
 * The entries from the top level down to the category `id`, or [] when the tree does not hold it.
 * @example categoryTrail(tree, softshellId).map((e) => e.name) // ['Arbeitsjacken', 'Softshelljacken']
 */
export function categoryTrail(entries: NavigationEntry[], id: string): NavigationEntry[] {
  for (const entry of entries) {
    if (entry.id === id) return [entry]
    const below = categoryTrail(entry.children ?? [], id)
    if (below.length) return [entry, ...below]
  }
  return []
}

/** Breadcrumb items for a trail; `current` ends it as the page itself (a product), otherwise the last category is. */
export function trailItems(trail: NavigationEntry[], current?: string): BreadcrumbItem[] {
  const items = trail.map((entry) => ({ label: entry.name, path: navigationPath(entry) }))
  return current
    ? [...items, { label: current }]
    : items.map((item, i) => (i === items.length - 1 ? { label: item.label } : item))
}
