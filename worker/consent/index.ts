/**
 * Consent on every page (TTDSG §25, GDPR): while a shopper has chosen nothing, the page opens with the
 * consent banner; the tag manager is in the page only after they allowed statistics or marketing, with
 * Google's consent mode told the choice first. Both are written into each HTML answer as it leaves, so a
 * page kept at the edge stays one copy for everyone (decision 063). A shop without a tag manager needs no
 * consent: no banner, nothing loaded.
 */
import type { Locale } from '../../shared/constants'
import {
  allowsTracking,
  type Consent,
  CONSENT_COOKIE,
  CONSENT_PATH,
  CONSENT_SETTINGS_PATH,
  type ConsentState,
  consentModeSignals,
  consentOfCookie,
} from '../../shared/consent'
import { COOKIE_MAX_AGE_SECONDS } from '../../shared/constants'
import { escapeHtml } from '../../shared/html'
import { createTranslator, textWithSlots, type Translate } from '../../shared/i18n'
import { loadDictionary } from '../../shared/i18n/dictionaries'
import { legalPath } from '../../shared/legal'
import { localePrefix, splitLocalePath } from '../../shared/locale'
import { tagManagerConfig, tagManagerSnippet } from '../../shared/page-view'

interface ConsentSettings {
  TAG_MANAGER_ID?: string
  TAG_MANAGER_IGNORED_VIEWS?: string
}

/**
 * The tag manager's start under a choice: consent mode's defaults from the choice, then the loader.
 * @example tagManagerStart('GTM-AB12', { statistics: true, marketing: false })
 */
export function tagManagerStart(id: string, consent: Consent): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',${JSON.stringify(consentModeSignals(consent))});${tagManagerSnippet(id)}`
}

/**
 * The banner's enhancement: with JavaScript a choice is kept without leaving the page. It writes the
 * cookie the form would have set, removes the banner, moves focus to the page's first link (the skip
 * link) if it was in the banner, and starts the tag manager when the choice allows it.
 */
function bannerScript(id: string): string {
  return `(function(){var b=document.getElementById('consent-banner');if(!b)return;var f=b.querySelector('form');f.addEventListener('submit',function(e){var c=e.submitter&&e.submitter.value;if(!c)return;e.preventDefault();var s=c==='all'||(c==='custom'&&f.elements.statistics.checked),m=c==='all'||(c==='custom'&&f.elements.marketing.checked),v=[s?'statistics':'',m?'marketing':''].filter(Boolean).join('.')||'necessary';document.cookie='${CONSENT_COOKIE}='+v+'; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');var had=b.contains(document.activeElement);b.remove();if(had){var l=document.querySelector('#root a');l&&l.focus()}if(s||m){var g=function(x){return x?'granted':'denied'};window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('consent','default',{analytics_storage:g(s),ad_storage:g(m),ad_user_data:g(m),ad_personalization:g(m),functionality_storage:'granted',security_storage:'granted'});${tagManagerSnippet(id)}}})})()`
}

/** One category's box: necessary is ticked and cannot be changed. */
function category(t: Translate, name: 'necessary' | 'statistics' | 'marketing'): string {
  const necessary = name === 'necessary'
  const box = necessary
    ? '<input type="checkbox" id="consent-necessary" checked disabled>'
    : `<input type="checkbox" id="consent-${name}" name="${name}" aria-describedby="consent-${name}-text">`
  const always = necessary ? ` <span class="consent-always">(${escapeHtml(t('consent.always'))})</span>` : ''
  return `<div class="consent-category">${box}<label for="consent-${name}">${escapeHtml(t(`consent.${name}`))}${always}</label><p id="consent-${name}-text" class="consent-category-text">${escapeHtml(t(`consent.${name}Text`))}</p></div>`
}

/**
 * The banner: what is asked and why, the privacy policy, the categories to tick (a disclosure, so it
 * works without JavaScript), and rejecting as easy as accepting: two buttons of the same kind.
 * `back` is the page the form returns to.
 */
export function consentBanner(locale: Locale, back: string, nonce: string, tagManagerId: string): string {
  const t = createTranslator(locale, loadDictionary(locale))
  const privacy = `<a href="${escapeHtml(legalPath('privacy', locale))}">${escapeHtml(t('legal.privacy'))}</a>`
  const [before, , after] = textWithSlots(t, 'consent.privacy', ['privacy'])
  return [
    '<section id="consent-banner" class="consent-banner" aria-labelledby="consent-title">',
    `<h2 id="consent-title">${escapeHtml(t('consent.title'))}</h2>`,
    `<p>${escapeHtml(t('consent.intro'))} ${escapeHtml(before ?? '')}${privacy}${escapeHtml(after ?? '')}</p>`,
    `<form method="post" action="${escapeHtml(localePrefix(locale) + CONSENT_PATH)}">`,
    `<input type="hidden" name="redirectTo" value="${escapeHtml(back)}">`,
    `<details class="consent-details"><summary>${escapeHtml(t('consent.customize'))}</summary>`,
    `<fieldset><legend>${escapeHtml(t('consent.categories'))}</legend>`,
    category(t, 'necessary'),
    category(t, 'statistics'),
    category(t, 'marketing'),
    '</fieldset>',
    `<button type="submit" name="choice" value="custom" class="button">${escapeHtml(t('consent.save'))}</button>`,
    '</details>',
    '<div class="consent-actions">',
    `<button type="submit" name="choice" value="necessary" class="button primary">${escapeHtml(t('consent.necessaryOnly'))}</button>`,
    `<button type="submit" name="choice" value="all" class="button primary">${escapeHtml(t('consent.acceptAll'))}</button>`,
    '</div></form>',
    `<script nonce="${escapeHtml(nonce)}">${bannerScript(tagManagerId)}</script>`,
    '</section>',
  ].join('')
}

/**
 * An HTML answer with consent applied: the banner while nothing is chosen, the tag manager where the
 * choice allows it; other answers, and every answer of a shop without a tag manager, unchanged.
 */
export function withConsent(
  response: Response,
  request: Request,
  { env, locale, nonce }: { env: ConsentSettings; locale: Locale; nonce: string },
): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const tagManager = tagManagerConfig(env.TAG_MANAGER_ID, env.TAG_MANAGER_IGNORED_VIEWS)
  if (!tagManager) return response
  const consent: ConsentState = consentOfCookie(request.headers.get('cookie'))
  if (consent && !allowsTracking(consent)) return response
  const url = new URL(request.url)
  const rewriter = new HTMLRewriter()
  if (!consent) {
    // The settings page is where a choice is made: no banner on top of its own form.
    if (splitLocalePath(url.pathname).path === CONSENT_SETTINGS_PATH) return response
    const banner = consentBanner(locale, url.pathname + url.search, nonce, tagManager.id)
    rewriter.on('body', {
      element(body) {
        body.prepend(banner, { html: true })
      },
    })
  } else {
    const start = tagManagerStart(tagManager.id, consent)
    rewriter.on('head', {
      element(head) {
        head.append(`<script nonce="${escapeHtml(nonce)}">${start}</script>`, { html: true })
      },
    })
  }
  return rewriter.transform(response)
}
