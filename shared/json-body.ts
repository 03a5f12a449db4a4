/** Request bodies must be JSON objects: one parser for the proxy and the embedded Store API, with Shopware's error codes. */
import { REQUEST_LIMITS } from './request-limits'

export type JsonBodyResult =
  | { ok: true; value: Record<string, unknown> | undefined }
  | { ok: false; code: 'FRAMEWORK__MALFORMED_JSON' | 'FRAMEWORK__INVALID_REQUEST_BODY'; detail: string }

/**
 * Parses a body: empty is `undefined`, an object is returned, anything else is an error to answer with 400.
 * @example parseJsonObject('[1]') // { ok: false, code: 'FRAMEWORK__INVALID_REQUEST_BODY', … }
 */
export function parseJsonObject(text: string): JsonBodyResult {
  if (!text.trim()) return { ok: true, value: undefined }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, code: 'FRAMEWORK__MALFORMED_JSON', detail: 'The JSON payload is malformed.' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, code: 'FRAMEWORK__INVALID_REQUEST_BODY', detail: 'The request body must be a JSON object.' }
  }
  // Shopware's json_decode stops at a depth too and calls the payload malformed.
  if (nestedDeeperThan(parsed, REQUEST_LIMITS.bodyDepth)) {
    const detail = `The JSON payload is nested deeper than ${REQUEST_LIMITS.bodyDepth} levels.`
    return { ok: false, code: 'FRAMEWORK__MALFORMED_JSON', detail }
  }
  // A \uD800 escape without its pair decodes to a string no UTF-8 store or key can hold (PHP's
  // json_decode refuses it too).
  if (ESCAPED_SURROGATE.test(text) && holdsLoneSurrogate(parsed)) {
    return { ok: false, code: 'FRAMEWORK__MALFORMED_JSON', detail: 'The JSON payload is malformed.' }
  }
  return { ok: true, value: parsed as Record<string, unknown> }
}

/** A surrogate written as an escape: only then can a parsed string hold one without its pair. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether any key or string value holds half a surrogate pair (walked without recursion). */
function holdsLoneSurrogate(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length) {
    const node = stack.pop()
    if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) return true
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (LONE_SURROGATE.test(key)) return true
        stack.push(child)
      }
    }
  }
  return false
}

/** Whether objects and arrays nest deeper than `limit` (walked without recursion: the input is the attacker's). */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    if (typeof node !== 'object' || node === null) continue
    if (depth > limit) return true
    for (const child of Object.values(node)) stack.push([child, depth + 1])
  }
  return false
}
