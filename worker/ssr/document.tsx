/** The HTML document around every page: head with assets, and the #root the browser hydrates. */
import type { ReactNode } from 'react'
import { BUILD_META_NAME, THEME_COLOR, webManifestPath } from '../../shared/build'
import type { Locale } from '../../shared/constants'
import { DEFAULT_THEME, type Theme } from '../../shared/theme'
import type { ClientAssets } from './assets'

export function Document({
  locale,
  theme = DEFAULT_THEME,
  assets,
  preload = [],
  noScriptUrl,
  nonce,
  texts,
  children,
}: {
  locale: Locale
  /** The shopper's colour theme: CSS resolves `system` by the OS preference, so no script runs before paint. */
  theme?: Theme
  assets: ClientAssets
  /** Chunks of this page's on-demand views, fetched in parallel with the entry instead of after it. */
  preload?: Array<{ js: string[]; css: string[] }>
  /** A streamed page's twin rendered whole (worker/ssr/render.tsx): where a browser without JavaScript goes. */
  noScriptUrl?: string
  /** The answer's CSP nonce: every script here carries it (the policy allows no other inline script). */
  nonce?: string
  /** The locale's texts file (worker/ssr/texts-asset.ts): fetched beside the entry, awaited before hydration. */
  texts?: string
  children: ReactNode
}) {
  return (
    <html lang={locale} data-theme={theme === DEFAULT_THEME ? undefined : theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {assets.build ? <meta name={BUILD_META_NAME} content={assets.build} /> : null}
        {noScriptUrl ? (
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${noScriptUrl}`} />
          </noscript>
        ) : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={webManifestPath(locale)} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.preamble ? (
          <script
            type="module"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: Vite's fixed React Refresh preamble (dev only), no request data
            dangerouslySetInnerHTML={{ __html: assets.preamble }}
          />
        ) : null}
        {preload
          .flatMap((chunk) => chunk.css)
          .map((href) => (
            <link key={href} rel="stylesheet" href={href} precedence="default" />
          ))}
        {[...assets.modulepreload, ...preload.flatMap((chunk) => chunk.js)].map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {texts ? <link rel="preload" href={texts} as="fetch" crossOrigin="anonymous" /> : null}
        <script type="module" src={assets.entry} nonce={nonce} />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  )
}
