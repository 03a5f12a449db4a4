/**
 * Error pages outside React (decision 033): the last resort when rendering fails, the answer to
 * a refused form (403 after an expired session), and every fault a crawler sees. Also the fault rules
 * pages share: who is a bot, what a fault is reported as, the headers of a fault page.
 */
import { isbot } from 'isbot'
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router'
import { DEFAULT_LOCALE, type Locale } from '../../shared/constants'
import { escapeHtml } from '../../shared/html'
import { createTranslator, type Translate } from '../../shared/i18n'
import { loadDictionary } from '../../shared/i18n/dictionaries'
import { localePrefix, splitLocalePath } from '../../shared/locale'
import { StoreApiError } from '../../shared/store-api/client'
import { errorTextKey, isMaintenance, MAINTENANCE_RETRY_AFTER_SECONDS } from '../../shared/store-api/faults'
import { CacheError, cacheHeaders } from '../cache'

/** What went wrong, as a page says it: the status, the Store API's code and its detail (the server's message). */
export interface Fault {
  status: number
  code?: string
  detail?: string
}

/** Verdicts of this isolate, per user agent: a page asks up to three times, and most shoppers share a few agents. */
const botVerdicts = new Map<string, boolean>()
const KEPT_VERDICTS = 512

/**
 * The one user-agent check: crawlers and other bots (they get whole pages, and faults only reported).
 * isbot's pattern is an alternation of some thousand names, run over the whole agent string; kept per agent.
 */
export function isBot(request: Request): boolean {
  const agent = request.headers.get('user-agent') ?? ''
  let verdict = botVerdicts.get(agent)
  if (verdict === undefined) {
    verdict = isbot(agent)
    if (botVerdicts.size >= KEPT_VERDICTS) botVerdicts.clear()
    botVerdicts.set(agent, verdict)
  }
  return verdict
}

/**
 * A failed Store API call as a fault.
 * @example faultOf(new StoreApiError(503, [{ code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }])).status // 503
 */
export function faultOf(error: unknown): Fault {
  if (error instanceof StoreApiError) return { status: error.status, code: error.code, detail: error.message }
  return { status: 500 }
}

/** The fault a page's loaders ran into (the first route error), or null; a 404 is a page, not a fault. */
export function routeFault(context: StaticHandlerContext): Fault | null {
  const error = Object.values(context.errors ?? {})[0]
  if (error === undefined || context.statusCode === 404) return null
  if (isRouteErrorResponse(error)) {
    const data = (error.data ?? {}) as { code?: string; message?: string }
    return { status: error.status, code: data.code, detail: data.message }
  }
  return faultOf(error)
}

/** Headers every fault page carries: a 503 tells browsers and crawlers when to come back. */
export function faultHeaders(status: number): Record<string, string> {
  return status === 503 ? { 'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS) } : {}
}

/** Errors seen by bots are only reported: a log line for the operator, no interactive page. */
export function reportBotFault(request: Request, fault: Fault): void {
  console.warn(
    'Store API fault seen by a bot',
    `${fault.status} ${fault.code ?? ''} ${new URL(request.url).pathname} ${request.headers.get('user-agent') ?? ''}`,
  )
}

/** A page's own heading and text in the shopper's language, instead of the status's. */
export type ErrorCopy = (t: Translate) => { title: string; text: string }

/**
 * A small static page with the error catalogue's texts, never a blank page. Shoppers get a way on (403: the last
 * page and a retry; 408 and 5xx: a retry); bots only the text, their fault reported.
 */
export async function errorPage(
  request: Request,
  status: number,
  fault: Omit<Fault, 'status'> & { copy?: ErrorCopy; stylesheets?: string[] } = {},
) {
  const locale: Locale = request.url ? splitLocalePath(new URL(request.url).pathname).locale : DEFAULT_LOCALE
  const t = createTranslator(locale, loadDictionary(locale))
  const bot = isBot(request)
  if (bot) reportBotFault(request, { status, ...fault })
  const maintenance = status === 503 && isMaintenance([{ code: fault.code }])
  const own = fault.copy?.(t)
  const title = own?.title ?? (maintenance ? t('error.maintenanceTitle') : t('error.title', { status }))
  const textKey = errorTextKey(status)
  const texts = own
    ? [own.text]
    : maintenance
      ? [t('error.maintenanceText'), fault.detail ?? '']
      : [textKey ? t(textKey) : fault.detail || t('error.unknown')]
  const home = localePrefix(locale) || '/'
  const links = bot ? [] : wayOn(request, status, t)
  // A shopper's page keeps the shop's look and its way home (the logo), even without the app around it.
  const styles = bot ? [] : (fault.stylesheets ?? [])
  const head = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')
  const header = bot
    ? ''
    : `<header class="site-header"><div class="header-bar"><a class="logo" href="${home}"><span aria-hidden="true">◆</span> ${escapeHtml(t('meta.shopName'))}<span class="visually-hidden"> – ${escapeHtml(t('header.home'))}</span></a></div></header>`
  const html = `<!doctype html><html lang="${locale}"${maintenance ? ' data-maintenance=""' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${head}</head><body>${header}<main id="main" class="layout-default error-page"><h1 id="error-heading">${escapeHtml(title)}</h1>${texts
    .filter(Boolean)
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join(
      '',
    )}<p>${links.join(' ')}${links.length ? ' ' : ''}<a href="${home}">${escapeHtml(t('error.backHome'))}</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...cacheHeaders(CacheError), ...faultHeaders(status) },
  })
}

/** The links a shopper goes on with: back to the last page of this shop, and a retry. */
function wayOn(request: Request, status: number, t: (key: string) => string): string[] {
  const url = new URL(request.url)
  const last = sameOriginReferer(request)
  const links: string[] = []
  if (status === 403 && last)
    links.push(`<a class="error-last-page" href="${escapeHtml(last)}">${escapeHtml(t('error.lastPage'))}</a>`)
  // A refused POST cannot be repeated by a link: retrying is going back to the form's page.
  const retry = request.method === 'GET' ? url.pathname + url.search : last
  if ((status === 403 || status === 408 || status >= 500) && retry)
    links.push(`<a class="error-retry" href="${escapeHtml(retry)}">${escapeHtml(t('error.retry'))}</a>`)
  return links
}

/**
 * The page a request came from, when it is one of this shop's (never another site's).
 * @example sameOriginReferer(new Request('http://shop.test/x', { headers: { referer: 'http://shop.test/a?b=1' } })) // '/a?b=1'
 */
export function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  const url = new URL(request.url)
  const target = URL.canParse(referer) ? new URL(referer) : null
  return target && target.origin === url.origin ? target.pathname + target.search : null
}
