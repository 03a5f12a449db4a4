/** The last resort when rendering itself fails: a small static page with the spec's texts, never a blank page. */
import { DEFAULT_LOCALE, type Locale } from '../../shared/constants'
import { escapeHtml } from '../../shared/html'
import { createTranslator, type Translate } from '../../shared/i18n'
import { loadDictionary } from '../../shared/i18n/dictionaries'
import { localePrefix, splitLocalePath } from '../../shared/locale'
import { CacheError, cacheHeaders } from '../cache'

/** A page's own heading and text in the shopper's language, instead of the status's. */
export type ErrorCopy = (t: Translate) => { title: string; text: string }

export async function errorPage(request: Request, status: number, copy?: ErrorCopy): Promise<Response> {
  const locale: Locale = request.url ? splitLocalePath(new URL(request.url).pathname).locale : DEFAULT_LOCALE
  const t = createTranslator(locale, loadDictionary(locale))
  const { title, text } = copy?.(t) ?? statusCopy(t, status)
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${localePrefix(locale) || '/'}">${escapeHtml(t('error.backHome'))}</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...cacheHeaders(CacheError) },
  })
}

function statusCopy(t: Translate, status: number): { title: string; text: string } {
  const maintenance = status === 503
  const title = maintenance ? t('error.maintenanceTitle') : t('error.title', { status })
  const text = maintenance ? t('error.maintenanceText') : t(`error.${status}`)
  return { title, text }
}
