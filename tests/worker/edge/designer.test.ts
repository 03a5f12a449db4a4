/** Product designer uploads: real image types only, size-limited, same-origin, served as inert images. */
import { describe, expect, it } from 'vitest'
import { sniffImageType } from '../../../shared/designer'
import { ORIGIN, request } from '../helpers'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const upload = (bytes: Uint8Array, init: { origin?: string; name?: string; type?: string } = {}) => {
  const form = new FormData()
  form.set(
    'logo',
    new File([bytes as Uint8Array<ArrayBuffer>], init.name ?? 'logo.png', { type: init.type ?? 'image/png' }),
  )
  return request('/designer/logo', { method: 'POST', body: form, headers: { origin: init.origin ?? ORIGIN } })
}

describe('logo upload', () => {
  it('stores a PNG and serves it back as an inert, immutable image', async () => {
    const response = await upload(PNG)
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/^\/designer\/logo\/[0-9a-f]{32}$/)
    const served = await request(url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  })

  it('refuses a file that only claims to be an image (an SVG or HTML renamed to .png)', async () => {
    const response = await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'))
    expect(response.status).toBe(415)
    expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('DESIGNER__LOGO_TYPE')
  })

  it('refuses logos over 2 MB', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await upload(big)).status).toBe(413)
  })

  it('reads a body declared too large to its end before the 413 (an answer mid-upload fails the exchange)', async () => {
    const chunk = new Uint8Array(256 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3 * 1024 * 1024) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const response = await request('/designer/logo', {
      method: 'POST',
      body,
      headers: {
        origin: ORIGIN,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(3 * 1024 * 1024),
      },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(sent).toBe(3 * 1024 * 1024)
  })

  it('refuses uploads from another site and requests without a file', async () => {
    expect((await upload(PNG, { origin: 'https://evil.example' })).status).toBe(403)
    const empty = await request('/designer/logo', { method: 'POST', body: new FormData(), headers: { origin: ORIGIN } })
    expect(empty.status).toBe(400)
  })

  it('answers 404 for a logo that does not exist', async () => {
    expect((await request(`/designer/logo/${'a'.repeat(32)}`)).status).toBe(404)
  })
})

describe('sniffImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png')
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]))).toBe(
      'image/webp',
    )
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull()
  })
})

describe('personalisation at the proxy', () => {
  const add = (payload: unknown) =>
    request('/store-api/checkout/cart/line-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        items: [{ id: 'a'.repeat(32), referencedId: 'a'.repeat(32), quantity: 1, type: 'product', payload }],
      }),
    })

  it('accepts only logos this shop hosts, at known positions', async () => {
    const foreign = await add({ personalisation: { logoUrl: 'https://evil.example/x.png', position: 'back' } })
    expect(foreign.status).toBe(400)
    expect(
      ((await foreign.json()) as { errors: Array<{ source: { pointer: string } }> }).errors[0]!.source.pointer,
    ).toBe('/items/0/payload/personalisation/logoUrl')
    const nowhere = await add({ personalisation: { logoUrl: `/designer/logo/${'b'.repeat(32)}`, position: 'hat' } })
    expect(nowhere.status).toBe(400)
  })
})
