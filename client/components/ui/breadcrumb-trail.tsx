/** Breadcrumbs: a labelled nav with an ordered list, paths with a leading slash, the current page marked, and schema.org BreadcrumbList data. */
import { useRouteLoaderData } from 'react-router'
import { Link } from './Link'
import { withLeadingSlash } from '../../../shared/paths'
import { usePrefix, useT } from '../../i18n'
import { type BreadcrumbItem, categoryTrail, trailItems } from '../../navigation'
import type { RootData } from '../../types'
import { JsonLd } from './seo-tags'
import '../content/cms.css'

export type { BreadcrumbItem }

/**
 * A breadcrumb trail, led by the home page unless `home` is false; the last item is the current page.
 * With `category`, the trail runs down the header's navigation to that category, then to `current` (a
 * product) if given: worked out here, in the island's code, so a page's first visit carries none of it.
 * Primitive props only: the island is memoised on them (client/island.tsx).
 * @example <Breadcrumb items={[{ label: 'Lexikon', path: 'lexikon' }, { label: 'S3' }]} />
 * @example <Breadcrumb category={product.seoCategory.id} current={product.name} />
 */
export function Breadcrumb({
  items: given = [],
  category,
  current,
  home = true,
}: {
  items?: BreadcrumbItem[]
  category?: string
  current?: string
  home?: boolean
}) {
  const t = useT()
  const prefix = usePrefix()
  const root = useRouteLoaderData('root') as RootData | undefined
  const origin = root?.origin ?? ''
  const items = category === undefined ? given : trailItems(categoryTrail(root?.navigation ?? [], category), current)
  const trail = (home ? [{ label: t('breadcrumb.home'), path: '/' }, ...items] : items).map((item) => ({
    label: item.label,
    path: item.path === undefined ? undefined : withLeadingSlash(item.path),
  }))
  const last = trail.length - 1
  const absolute = (path: string) => origin + (path === '/' ? prefix || '/' : prefix + path)
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.path ? { item: absolute(item.path) } : {}),
    })),
  }
  return (
    <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
      <ol>
        {trail.map((item, index) => (
          <li key={item.path ?? item.label}>
            {index === last || !item.path ? (
              <span aria-current={index === last ? 'page' : undefined}>{item.label}</span>
            ) : (
              <Link to={item.path}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  )
}
