/** Head tags a crawler needs: title, description, canonical, hreflang alternates, structured data. */
import { useRouteLoaderData } from 'react-router'
import { LOCALES } from '../../../shared/constants'
import { useLocale, useT } from '../../i18n'
import type { Alternates, RootData } from '../../types'
import { withQuery } from '../content/alternates'
import { META_DESCRIPTION_LENGTH, metaDescription } from '../content/html'
import { useAlternates } from '../layout/Header'

/** Room a page suffix (` (Seite 12)`) needs at the end of a meta description. */
const SUFFIX_ROOM = 12

/**
 * A page's head tags. `page` (a listing's page beyond the first) ends title and description with the page
 * number (the description is cut first, so that the suffix survives the cut) and names that page in the
 * canonical and alternate links: filtered and sorted views name the unfiltered listing of the same page
 * (decision 035).
 */
export function Seo({
  title,
  description,
  jsonLd,
  alternates: own,
  page = 1,
}: {
  title: string
  description?: string
  jsonLd?: object
  alternates?: Alternates
  page?: number
}) {
  const t = useT()
  const onPage = (text: string) => (page > 1 ? t('seo.pageSuffix', { text, page }) : text)
  const described =
    description && onPage(page > 1 ? metaDescription(description, META_DESCRIPTION_LENGTH - SUFFIX_ROOM) : description)
  const locale = useLocale()
  const root = useRouteLoaderData('root') as RootData | undefined
  const fromRoute = useAlternates()
  const alternates = own ?? (page > 1 ? withQuery(fromRoute, `p=${page}`) : fromRoute)
  const origin = root?.origin ?? ''
  const canonical = alternates[locale]
  return (
    <>
      <title>{`${onPage(title)} | ${t('meta.shopName')}`}</title>
      {described ? <MetaDescription text={described} /> : null}
      {canonical ? <link rel="canonical" href={origin + canonical} /> : null}
      {LOCALES.map((code) =>
        alternates[code] ? <link key={code} rel="alternate" hrefLang={code} href={origin + alternates[code]} /> : null,
      )}
      {alternates['de-DE'] ? <link rel="alternate" hrefLang="x-default" href={origin + alternates['de-DE']} /> : null}
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  )
}

/** The absolute canonical URL of the current page (its path in this locale), or null when it has none. */
export function useCanonicalUrl(): string | null {
  const locale = useLocale()
  const root = useRouteLoaderData('root') as RootData | undefined
  const path = useAlternates()[locale]
  return path ? (root?.origin ?? '') + path : null
}

/**
 * The page's meta description cut to what search results show (every description passes here); also for
 * parts that know it only once their data streamed in (a listing's total).
 */
export function MetaDescription({ text }: { text: string }) {
  return <meta name="description" content={metaDescription(text)} />
}

/**
 * Structured data for crawlers: not executed, so it needs no CSP nonce; `<` is escaped so no value can
 * close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own data, with < escaped so it cannot close the script
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
