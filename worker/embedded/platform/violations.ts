/**
 * Shopware's constraint violations for hand-written validation (forms whose rules superstruct cannot
 * say alone: one entry per violated field, Symfony's messages and parameters, `VIOLATION::` codes),
 * and the storefront URLs a mail link may point to.
 */
import { LOCALES, STOREFRONT_ORIGIN_HEADER } from '../../../shared/constants'
import { ApiError, type ApiErrorEntry, errorEntry } from './errors'
import type { HonoContext } from './context'

/** Symfony's Email constraint (html5 mode, Shopware's default). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
/** Shopware refuses names that carry a link (NewsletterSubscribeRoute::DOMAIN_NAME_REGEX). */
const LINK = /https?:\//

const shown = (value: unknown) => (value === undefined || value === null ? 'null' : JSON.stringify(value))
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim())

/** Collects violations field by field; `throwIfAny` answers them all at once, as Shopware's DataValidator. */
export class Violations {
  readonly entries: ApiErrorEntry[] = []

  add(field: string, code: string, detail: string, parameters: Record<string, unknown>) {
    this.entries.push(errorEntry(400, `VIOLATION::${code}`, detail, `/${field}`, parameters))
    return false
  }

  /** NotBlank: a missing, empty or whitespace value. */
  notBlank(field: string, value: unknown): value is string {
    if (blank(value))
      return this.add(field, 'IS_BLANK_ERROR', 'This value should not be blank.', { '{{ value }}': 'null' })
    if (typeof value !== 'string')
      return this.add(field, 'INVALID_TYPE_ERROR', 'This value should be of type string.', {
        '{{ value }}': shown(value),
        '{{ type }}': 'string',
      })
    return true
  }

  email(field: string, value: unknown): value is string {
    if (!this.notBlank(field, value)) return false
    if (EMAIL.test(value.trim())) return true
    return this.add(field, 'INVALID_FORMAT_ERROR', 'This value is not a valid email address.', {
      '{{ value }}': shown(value),
    })
  }

  minLength(field: string, value: string, min: number) {
    if (value.trim().length >= min) return true
    return this.add(field, 'TOO_SHORT_ERROR', `This value is too short. It should have ${min} characters or more.`, {
      '{{ value }}': shown(value),
      '{{ limit }}': min,
      '{{ value_length }}': value.trim().length,
    })
  }

  choice(field: string, value: unknown, choices: readonly string[]) {
    if (!this.notBlank(field, value)) return false
    if (choices.includes(value)) return true
    return this.add(field, 'NO_SUCH_CHOICE_ERROR', 'The value you selected is not a valid choice.', {
      '{{ value }}': shown(value),
      '{{ choices }}': choices.map((c) => JSON.stringify(c)).join(', '),
    })
  }

  /** A name without a link in it (spam in double opt-in mails). */
  noLink(field: string, value: string) {
    if (!LINK.test(value)) return true
    return this.add(field, 'REGEX_FAILED_ERROR', 'This value is not valid.', { '{{ value }}': shown(value) })
  }

  throwIfAny() {
    if (this.entries.length) throw new ApiError(400, this.entries)
  }
}

/**
 * The shop's storefront URLs: the origin the shopper used (the proxy names it in x-storefront-origin)
 * and its locale prefixes, as Shopware lists a sales channel's domains. A storefrontUrl in a request
 * must be one of them, so a mail link never leads to someone else's site.
 */
export function storefrontUrls(c: HonoContext): string[] {
  const sent = c.req.header(STOREFRONT_ORIGIN_HEADER)
  const origin = sent && URL.canParse(sent) ? new URL(sent).origin : null
  if (!origin || origin === 'null') return []
  return [origin, ...LOCALES.slice(1).map((locale) => `${origin}/${locale}`)]
}

/** The storefrontUrl without its trailing slash, as Shopware compares domains. */
export const trimUrl = (url: string) => url.replace(/\/+$/, '')
