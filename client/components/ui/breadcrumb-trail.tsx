/** Breadcrumbs: a labelled nav with an ordered list, paths with a leading slash (spec §2), the current page marked, and schema.org BreadcrumbList data. */
import { Link, useRouteLoaderData } from 'react-router'
import { withLeadingSlash } from '../../../shared/paths'
import { usePrefix, useT } from '../../i18n'
import type { RootData } from '../../types'
import { JsonLd } from './seo-tags'
import '../content/cms.css'

export interface BreadcrumbItem {
  label: string
  /** The page's path below the locale prefix; the last item (the current page) needs none. */
  path?: string
}

/**
 * A breadcrumb trail, led by the home page unless `home` is false; the last item is the current page.
 * @example <Breadcrumb items={[{ label: 'Lexikon', path: 'lexikon' }, { label: 'S3' }]} />
 */
export function Breadcrumb({ items, home = true }: { items: BreadcrumbItem[]; home?: boolean }) {
  const t = useT()
  const prefix = usePrefix()
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? ''
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
