/**
 * The product entity's `downloads` association (decision 026): digital products answer their
 * download files (product_download with a private media: file name, extension, MIME type, no URL) on the
 * product page and in listings when the association is asked for, and are typed digital.
 */
import { describe, expect, it } from 'vitest'
import { DIGITAL_PRODUCTS, digitalProductId } from '../../../seed/catalog/digital'
import { categoryId } from '../../../seed/keys'
import { plainProduct, post } from '../fixtures'

type Json = Record<string, any>
const WITH_DOWNLOADS = { associations: { downloads: {} } }

const detail = async (id: string, body: Json = {}) =>
  ((await (await post(`/product/${id}`, body)).json()) as Json).product as Json

describe('product.downloads', () => {
  it('the product page of a digital product answers its file as a private media, when asked for', async () => {
    const product = await detail(digitalProductId(0), WITH_DOWNLOADS)
    expect(product).toMatchObject({ type: 'digital', states: ['is-download'] })
    expect(product.downloads).toEqual([
      expect.objectContaining({
        // A simple product: its file belongs to the product itself.
        productId: product.id,
        position: 0,
        apiAlias: 'product_download',
        media: expect.objectContaining({
          fileName: DIGITAL_PRODUCTS[0]!.fileName,
          fileExtension: 'pdf',
          mimeType: 'application/pdf',
          private: true,
          url: '',
          path: '',
          apiAlias: 'media',
        }),
      }),
    ])
    expect(product.downloads[0].mediaId).toBe(product.downloads[0].media.id)
    // Without the association the entity carries no downloads (Shopware loads none).
    expect(await detail(digitalProductId(0))).not.toHaveProperty('downloads')
  })

  it('a physical product answers no downloads and stays physical', async () => {
    const product = await detail(plainProduct().variant.id, WITH_DOWNLOADS)
    expect(product).toMatchObject({ type: 'physical', states: ['is-physical'], downloads: [] })
  })

  it('the listing answers each digital product with its own file', async () => {
    const response = await post(`/product-listing/${categoryId('unterweisungen')}`, WITH_DOWNLOADS)
    const elements = ((await response.json()) as Json).elements as Json[]
    expect(elements).toHaveLength(DIGITAL_PRODUCTS.length)
    const files = elements.map((p) => p.downloads.map((d: Json) => d.media.fileName))
    expect(files.sort()).toEqual(DIGITAL_PRODUCTS.map((d) => [d.fileName]).sort())
    for (const p of elements) expect(p.downloads[0].productId).toBe(p.id)
  })
})
