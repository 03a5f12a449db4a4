/** Logo uploads for the product designer: checked by origin, size and real file type, kept in KV, served immutable. */
import { Hono } from 'hono'
import { LOGO_PATH, MAX_LOGO_BYTES, sniffImageType } from '../../shared/designer'
import { randomId } from '../../shared/ids'
import type { Env } from '../env'
import { sameOrigin } from '../middleware/same-origin'
import { storeApiErrorEntry, storeApiErrorResponse } from '../../shared/store-api/errors'
import { CacheError, CacheImmutable, cacheControl, cacheHeaders } from '../cache'

/** Uploads expire; a cart older than this has long lost its context too. */
const LOGO_TTL_SECONDS = 90 * 24 * 60 * 60
/**
 * Bytes of a too large upload read (and dropped) before its 413: answering while the client still sends
 * makes HTTP stacks in between (the local dev server's) fail the exchange with a 500 of their own. A
 * larger body is cut off after this much.
 */
const LOGO_DRAIN_BYTES = 4 * MAX_LOGO_BYTES

export const designer = new Hono<{ Bindings: Env }>()

designer.post(LOGO_PATH, sameOrigin(), async (c) => {
  if (Number(c.req.header('content-length') ?? 0) > MAX_LOGO_BYTES + 64 * 1024) {
    await drain(c.req.raw, LOGO_DRAIN_BYTES)
    return logoError(413, 'DESIGNER__LOGO_TOO_LARGE', 'The logo is larger than 2 MB.')
  }
  const form = await c.req.formData().catch(() => null)
  const file = form?.get('logo')
  if (!file || typeof file === 'string') return logoError(400, 'DESIGNER__LOGO_MISSING', 'No logo file was sent.')
  if (file.size > MAX_LOGO_BYTES) return logoError(413, 'DESIGNER__LOGO_TOO_LARGE', 'The logo is larger than 2 MB.')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (!type) return logoError(415, 'DESIGNER__LOGO_TYPE', 'The logo must be a PNG, JPEG or WebP image.')
  const id = randomId()
  await c.env.UPLOADS.put(`logo:${id}`, bytes, { expirationTtl: LOGO_TTL_SECONDS, metadata: { type } })
  return c.json({ id, url: `${LOGO_PATH}/${id}` }, 201)
})

designer.get(`${LOGO_PATH}/:id{[0-9a-f]{32}}`, async (c) => {
  const logo = await c.env.UPLOADS.getWithMetadata<{ type: string }>(`logo:${c.req.param('id')}`, 'arrayBuffer')
  if (!logo.value || !logo.metadata) return c.notFound()
  return new Response(logo.value, {
    headers: {
      'content-type': logo.metadata.type,
      'cache-control': cacheControl(CacheImmutable),
      // An upload is only ever shown as an image, never run as a document.
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
  })
})

/** Reads a request's body and drops it, up to `limit` bytes; the rest is cancelled. */
async function drain(request: Request, limit: number): Promise<void> {
  const reader = request.body?.getReader()
  if (!reader) return
  let read = 0
  while (read <= limit) {
    const chunk = await reader.read().catch(() => null)
    if (!chunk || chunk.done) return
    read += chunk.value.byteLength
  }
  await reader.cancel().catch(() => undefined)
}

function logoError(status: number, code: string, detail: string): Response {
  return storeApiErrorResponse(status, storeApiErrorEntry(status, code, detail, '/logo'), cacheHeaders(CacheError))
}
