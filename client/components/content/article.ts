/** What an article page (a blog post, a lexicon entry) links to: the shop's origin, its canonical path, its list. */
import { useLocation, useRouteLoaderData } from 'react-router'
import { useLocale } from '../../i18n'
import type { RootData } from '../../types'
import { useAlternates } from '../layout/Header'

/**
 * Articles live one level below their list's path (blog/…, lexikon/…), so the list is the parent.
 * `canonical` is the article's path in the current language, when it has one.
 */
export function useArticlePaths(): { origin: string; canonical: string | undefined; listPath: string } {
  const origin = (useRouteLoaderData('root') as RootData).origin
  const canonical = useAlternates()[useLocale()]
  const { pathname } = useLocation()
  return { origin, canonical, listPath: pathname.slice(0, pathname.lastIndexOf('/')) || '/' }
}
