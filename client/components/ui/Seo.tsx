/** Head tags a crawler needs: title, description, canonical, hreflang alternates, structured data. */
import { useRouteLoaderData } from 'react-router'
import { LOCALES } from '../../../shared/constants'
import { useLocale, useT } from '../../i18n'
import type { Alternates, RootData } from '../../types'
import { useAlternates } from '../layout/Header'

export function Seo({
  title,
  description,
  jsonLd,
  alternates: own,
}: {
  title: string
  description?: string
  jsonLd?: object
  alternates?: Alternates
}) {
  const t = useT()
  const locale = useLocale()
  const root = useRouteLoaderData('root') as RootData | undefined
  const fromRoute = useAlternates()
  const alternates = own ?? fromRoute
  const origin = root?.origin ?? ''
  const canonical = alternates[locale]
  return (
    <>
      <title>{`${title} | ${t('meta.shopName')}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonical ? <link rel="canonical" href={origin + canonical} /> : null}
      {LOCALES.map((code) =>
        alternates[code] ? <link key={code} rel="alternate" hrefLang={code} href={origin + alternates[code]} /> : null,
      )}
      {alternates['de-DE'] ? <link rel="alternate" hrefLang="x-default" href={origin + alternates['de-DE']} /> : null}
      {jsonLd ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own data, with < escaped so it cannot close the script
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      ) : null}
    </>
  )
}
