/**
 * Files the build writes for the app shell (decision 031): the offline page and the web app manifest of
 * each locale, from the locale's dictionary. Pure: tests/unit/build/app-shell-files.test.ts reads them.
 */
import { THEME_COLOR } from '../shared/build.ts'
import type { Locale } from '../shared/constants.ts'
import { escapeHtml } from '../shared/html.ts'
import type { Dictionary } from '../shared/i18n/index.ts'
import { localizedPath } from '../shared/locale.ts'

/** The icons of the installed app (public/). */
export const APP_ICONS = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
]

/**
 * The page a navigation shows when the network is gone: self-contained (inline style, no script; its
 * only other file is the precached icon, so the tab asks for no /favicon.ico the network cannot give), readable (contrast AA, zoomable, landmarks), and its link loads the same address again.
 */
export function offlinePage(locale: Locale, dictionary: Dictionary): string {
  const text = dictionary.appShell
  const shop = escapeHtml(dictionary.meta.shopName)
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escapeHtml(text.offlineTitle)} – ${shop}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fff;line-height:1.5}
header{padding:1rem 1.5rem;border-bottom:4px solid ${THEME_COLOR};font-weight:700;font-size:1.25rem}
main{max-width:36rem;margin:3rem auto;padding:0 1.5rem}
h1{font-size:1.75rem;margin:0 0 1rem}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:6px;background:#c44200;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #1d1d1f;outline-offset:3px}
</style>
</head>
<body>
<header>${shop}</header>
<main>
<h1>${escapeHtml(text.offlineTitle)}</h1>
<p>${escapeHtml(text.offlineText)}</p>
<a href="">${escapeHtml(text.offlineRetry)}</a>
</main>
</body>
</html>
`
}

/** The web app manifest of a locale: the app opens on that locale's home page. */
export function webManifest(locale: Locale, dictionary: Dictionary): string {
  return JSON.stringify(
    {
      // One app whatever the language it was installed in.
      id: '/',
      name: dictionary.meta.shopName,
      short_name: dictionary.meta.shopName,
      description: dictionary.meta.tagline,
      lang: locale,
      start_url: localizedPath(locale, '/'),
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: APP_ICONS.map((icon) => ({ ...icon, purpose: 'any' })),
    },
    null,
    2,
  )
}
