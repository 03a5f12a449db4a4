/**
 * What the shop's Store API offers beyond Shopware's own routes (decision 054): which plugin features
 * (`asx-…` routes) it has, and where its content pages (size chart, shipping, contact) are. Learnt once
 * per backend and deploy, not per page: one probe per feature and one SEO path lookup per content page
 * and locale, answered from the isolate's memory, else KV, and asked anew after an hour (in the
 * background: the stale set serves meanwhile). A fault (5xx, timeout) proves nothing: the feature counts
 * as there (or as it was), and the set is asked again within a minute. The embedded Store API has every
 * feature and its seed has the shop's default pages: nothing is asked.
 */
import { LOCALES, type Locale } from '../../shared/constants'
import { CONTENT_PATHS } from '../../shared/paths'
import {
  CONTENT_PAGES,
  type ContentPage,
  FEATURE_PROBES,
  PLUGIN_FEATURES,
  type PluginFeature,
  type ProbeResult,
  probeResult,
  type ShopCapabilities,
} from '../../shared/store-api/capabilities'
import { createStoreApiClient, type StoreApiClient, StoreApiError } from '../../shared/store-api/client'
import { LANDING_ROUTE } from '../../shared/store-api/content'
import { NAVIGATION_ROUTE, resolveSeoPath } from '../../shared/store-api/seo'
import type { Env } from '../env'
import { clientAssets } from '../ssr/assets'
import { isUpstream, storeApiTransport } from './transport'

/** How long a set learnt without a fault holds before it is asked again. */
export const CAPABILITIES_TTL_SECONDS = 3600
/** How long a set holds when a probe met a fault (KV's shortest lifetime). */
export const CAPABILITIES_FAULT_TTL_SECONDS = 60
/** How long KV keeps a set past its time, served while the next one is learnt. */
const STALE_SECONDS = 86_400
/** A probe slower than this proves nothing (the first page after a deploy waits for it). */
export const PROBE_TIMEOUT_MS = 3_000

/** The wrangler vars that name the shop's content pages (README, docs/operations.md). */
export const CONTENT_PAGE_VARS: Record<ContentPage, keyof Env> = {
  sizeChart: 'CONTENT_PAGE_SIZE_CHART',
  shippingInfo: 'CONTENT_PAGE_SHIPPING_INFO',
  contact: 'CONTENT_PAGE_CONTACT',
}

/** The embedded shop: every feature, and the default pages its seed has. */
const EMBEDDED: ShopCapabilities = {
  absent: [],
  links: Object.fromEntries(CONTENT_PAGES.map((page) => [page, { ...CONTENT_PATHS[page] }])),
}

/** A learnt set and until when it holds (milliseconds since the epoch); what KV keeps. */
interface Kept {
  value: ShopCapabilities
  until: number
  /** Set when a call met a fault: what it would have said stays as before (or counts as there), asked again soon. */
  fault?: true
}

/** Per isolate and key: the set in hand, and the detection under way (one at a time). */
const memo = new Map<string, { kept?: Kept; pending?: Promise<Kept> }>()

/**
 * The shop's capabilities. Embedded: all, at once. Upstream: from the isolate, else KV, else learnt now
 * (the first page after a deploy waits one round of parallel calls); a set past its time is served
 * while the next one is learnt in the background.
 */
export async function shopCapabilities(env: Env, ctx: ExecutionContext): Promise<ShopCapabilities> {
  if (!isUpstream(env)) return EMBEDDED
  const key = await capabilitiesKey(env)
  const entry = memo.get(key) ?? {}
  memo.set(key, entry)
  const now = Date.now()
  if (entry.kept && entry.kept.until > now) return entry.kept.value
  if (entry.kept) {
    // Past its time: this page goes on with what is known; the next set is learnt beside it.
    if (!entry.pending) {
      entry.pending = learn(env, entry, entry.kept, key, ctx)
      ctx.waitUntil(entry.pending.catch(() => undefined))
    }
    return entry.kept.value
  }
  entry.pending ??= fromKvOrLearn(env, entry, key, ctx)
  return (await entry.pending).value
}

/** The first ask of this isolate: KV's set (learning the next one beside it when it is past its time), or a new one. */
async function fromKvOrLearn(
  env: Env,
  entry: { kept?: Kept; pending?: Promise<Kept> },
  key: string,
  ctx: ExecutionContext,
): Promise<Kept> {
  const stored = await env.CACHE.get<Kept>(key, 'json').catch(() => null)
  if (!isKept(stored)) return learn(env, entry, undefined, key, ctx)
  entry.kept = stored
  entry.pending = undefined
  if (stored.until <= Date.now()) {
    entry.pending = learn(env, entry, stored, key, ctx)
    ctx.waitUntil(entry.pending.catch(() => undefined))
  }
  return stored
}

/** Asks the shop, keeps the answer in the isolate and in KV; never throws (a fault is an unsure answer). */
async function learn(
  env: Env,
  entry: { kept?: Kept; pending?: Promise<Kept> },
  before: Kept | undefined,
  key: string,
  ctx: ExecutionContext,
): Promise<Kept> {
  try {
    const kept = await detect(env, ctx, before)
    entry.kept = kept
    const seconds = Math.ceil((kept.until - Date.now()) / 1000) + STALE_SECONDS
    ctx.waitUntil(env.CACHE.put(key, JSON.stringify(kept), { expirationTtl: seconds }).catch(() => undefined))
    return kept
  } finally {
    entry.pending = undefined
  }
}

/** One round of calls: a probe per feature, the languages, then each content page's path per locale. */
async function detect(env: Env, ctx: ExecutionContext, before: Kept | undefined): Promise<Kept> {
  const transport = storeApiTransport(env, ctx)
  const api = createStoreApiClient({ transport })
  const [features, links] = await Promise.all([
    Promise.all(PLUGIN_FEATURES.map(async (feature) => [feature, await probe(api, feature)] as const)),
    contentLinks(env, api, (languageId) => createStoreApiClient({ transport, languageId }), before),
  ])
  // A fault proves nothing: the feature stays as it was known, or counts as there.
  const absent = features
    .filter(
      ([feature, result]) => result === 'absent' || (result === 'unknown' && before?.value.absent.includes(feature)),
    )
    .map(([feature]) => feature)
  const fault = links.unsure || features.some(([, result]) => result === 'unknown')
  const ttl = fault ? CAPABILITIES_FAULT_TTL_SECONDS : CAPABILITIES_TTL_SECONDS
  const kept: Kept = { value: { absent, links: links.value }, until: Date.now() + ttl * 1000 }
  if (fault) kept.fault = true
  return kept
}

/** A feature's probes together: absent if one route is missing, unknown if one met a fault. */
async function probe(api: StoreApiClient, feature: PluginFeature): Promise<ProbeResult> {
  const results = await Promise.all(FEATURE_PROBES[feature].map(({ path, body }) => probeOne(api, path, body)))
  if (results.includes('absent')) return 'absent'
  return results.includes('unknown') ? 'unknown' : 'present'
}

async function probeOne(api: StoreApiClient, path: string, body: object): Promise<ProbeResult> {
  const answer = api.request('POST', path, { body }).then(probeResult, () => 'unknown' as const)
  return Promise.race([answer, timeout(PROBE_TIMEOUT_MS, 'unknown' as const)])
}

const timeout = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(value), ms)
    // Workers timers hold nothing open; Node's would keep a test run alive.
    ;(timer as { unref?: () => void }).unref?.()
  })

/** A content page as the operator named it (CONTENT_PAGE_* vars). */
type PageRef =
  | { kind: 'default' }
  | { kind: 'none' }
  | { kind: 'path'; path: string }
  | { kind: 'entity'; routeName: string; id: string; fallback: string }

/**
 * Unset: the default path, if the shop has a page there. `none`: no link. `/a/path`: that path in every
 * locale. `landing_page:<id>` or `category:<id>`: that page's SEO path in each locale.
 * @example pageRef('landing_page:0190aaaaaaaa7aaa8aaaaaaaaaaaaaaa') // { kind: 'entity', routeName: 'frontend.landing.page', … }
 */
export function pageRef(value: string | undefined): PageRef {
  const setting = value?.trim() ?? ''
  if (!setting) return { kind: 'default' }
  if (setting === 'none') return { kind: 'none' }
  if (/^\/[^\s]*$/.test(setting) && !setting.startsWith('//')) return { kind: 'path', path: setting }
  const entity = /^(landing_page|category):([0-9a-f]{32})$/i.exec(setting)
  if (entity) {
    const landing = entity[1]!.toLowerCase() === 'landing_page'
    const id = entity[2]!.toLowerCase()
    return landing
      ? { kind: 'entity', routeName: LANDING_ROUTE, id, fallback: `/landingPage/${id}` }
      : { kind: 'entity', routeName: NAVIGATION_ROUTE, id, fallback: `/navigation/${id}` }
  }
  console.warn(`Ignoring content page setting "${setting}": expected a path, landing_page:<id>, category:<id> or none`)
  return { kind: 'none' }
}

/** The content pages' paths per locale; `unsure` when a lookup met a fault (then the page keeps what was known). */
async function contentLinks(
  env: Env,
  api: StoreApiClient,
  clientFor: (languageId: string) => StoreApiClient,
  before: Kept | undefined,
): Promise<{ value: ShopCapabilities['links']; unsure: boolean }> {
  const refs = CONTENT_PAGES.map((page) => [page, pageRef(env[CONTENT_PAGE_VARS[page]] as string | undefined)] as const)
  const needsLookup = refs.some(([, ref]) => ref.kind === 'default' || ref.kind === 'entity')
  const languages = needsLookup ? await languageIds(api) : null
  let unsure = needsLookup && languages === null
  const value: ShopCapabilities['links'] = {}
  await Promise.all(
    refs.map(async ([page, ref]) => {
      const paths: Partial<Record<Locale, string>> = {}
      await Promise.all(
        LOCALES.map(async (locale) => {
          const found = await pagePath(ref, page, locale, languages?.[locale], clientFor)
          if (found === undefined) {
            unsure = true
            const known = before?.value.links[page]?.[locale]
            if (known) paths[locale] = known
          } else if (found) paths[locale] = found
        }),
      )
      if (Object.keys(paths).length) value[page] = paths
    }),
  )
  return { value, unsure }
}

/** A page's path in one locale: a path, null when the shop has none, undefined when a fault hid the answer. */
async function pagePath(
  ref: PageRef,
  page: ContentPage,
  locale: Locale,
  languageId: string | undefined,
  clientFor: (languageId: string) => StoreApiClient,
): Promise<string | null | undefined> {
  if (ref.kind === 'none') return null
  if (ref.kind === 'path') return ref.path
  // A shop without this language has no page in it.
  if (!languageId) return null
  const api = clientFor(languageId)
  try {
    if (ref.kind === 'default') {
      const path = CONTENT_PATHS[page][locale]
      return (await resolveSeoPath(api, path)) ? path : null
    }
    const result = (await api.invoke('readSeoUrl post /seo-url', {
      body: {
        limit: 1,
        filter: [
          { type: 'equals', field: 'foreignKey', value: ref.id },
          { type: 'equals', field: 'routeName', value: ref.routeName },
          { type: 'equals', field: 'isCanonical', value: true },
        ],
      },
    })) as { elements?: Array<{ seoPathInfo?: string }> }
    const seo = result.elements?.[0]?.seoPathInfo
    return seo ? `/${seo.replace(/^\/+/, '')}` : ref.fallback
  } catch (error) {
    return error instanceof StoreApiError && error.status < 500 && error.status !== 408 && error.status !== 429
      ? null
      : undefined
  }
}

/** The shop's language ids by our locales (null when they cannot be read). */
async function languageIds(api: StoreApiClient): Promise<Partial<Record<Locale, string>> | null> {
  const result = (await api.invoke('readLanguages post /language', { body: { limit: 100 } }).catch(() => null)) as {
    elements?: Array<{ id: string; translationCode?: { code?: string } }>
  } | null
  if (!result?.elements) return null
  const ids: Partial<Record<Locale, string>> = {}
  for (const locale of LOCALES) {
    const match = result.elements.find((language) => language.translationCode?.code === locale)
    if (match) ids[locale] = match.id
  }
  return ids
}

/**
 * The KV key of a deployment's set: the build (a deploy asks anew), the backend and the content page
 * settings; hashed, so any URL fits KV's key length.
 */
async function capabilitiesKey(env: Env): Promise<string> {
  const build = (await clientAssets(env).catch(() => null))?.build ?? 'dev'
  const parts = [build, env.STORE_API_URL!.trim(), ...CONTENT_PAGES.map((page) => env[CONTENT_PAGE_VARS[page]] ?? '')]
  const plain = parts.join('\n')
  let key = keys.get(plain)
  if (!key) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(plain))
    const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
    key = `capabilities:${build}:${hex}`
    keys.set(plain, key)
  }
  return key
}
const keys = new Map<string, string>()

const isKept = (value: unknown): value is Kept =>
  !!value &&
  typeof (value as Kept).until === 'number' &&
  Array.isArray((value as Kept).value?.absent) &&
  typeof (value as Kept).value?.links === 'object'
