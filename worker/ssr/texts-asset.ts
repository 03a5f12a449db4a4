/**
 * A locale's texts as one immutable file (docs/decisions/044-texts-asset-and-lean-view-models.md): the
 * page's boot names it, the document preloads it, and the browser awaits it before hydrating. Its name
 * carries a hash of its content, so a browser keeps it across pages, visits and builds that leave the
 * texts as they are; a changed text is a new name.
 */
import { Hono } from 'hono'
import { LOCALES, type Locale } from '../../shared/constants'
import { loadDictionary } from '../../shared/i18n/dictionaries'
import { CacheImmutable, CacheRevalidate, cacheControl } from '../cache'
import type { Env } from '../env'

/** Where the texts files live: outside every locale prefix and the app's router. */
export const TEXTS_PATH = '/_texts'

interface TextsFile {
  path: string
  body: string
}

const files = new Map<Locale, TextsFile>()

/**
 * The FNV-1a hash of a text, base 36: a file name's content part (not a secret, only a change marker).
 * @example contentHash('') // 'ztntfp'
 */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/** The texts file of a locale (built once per isolate). */
export function textsFile(locale: Locale): TextsFile {
  let file = files.get(locale)
  if (!file) {
    const body = JSON.stringify(loadDictionary(locale))
    file = { path: `${TEXTS_PATH}/${locale}.${contentHash(body)}.json`, body }
    files.set(locale, file)
  }
  return file
}

/**
 * Serves `/_texts/{locale}.{hash}.json`. A name of an older build (a tab open across a deploy) gets
 * today's texts, asked for anew each time; only the current name is kept forever.
 */
export const textsFiles = new Hono<{ Bindings: Env }>().get(`${TEXTS_PATH}/:file{[\\w-]+\\.\\w+\\.json}`, (c) => {
  const [locale] = c.req.param('file').split('.')
  if (!LOCALES.includes(locale as Locale)) return c.notFound()
  const file = textsFile(locale as Locale)
  const current = c.req.path === file.path
  return c.body(file.body, 200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': cacheControl(current ? CacheImmutable : CacheRevalidate),
  })
})
