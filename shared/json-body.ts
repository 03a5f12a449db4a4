/** Request bodies must be JSON objects: one parser for the proxy and the embedded Store API, with Shopware's error codes. */

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
  return { ok: true, value: parsed as Record<string, unknown> }
}
