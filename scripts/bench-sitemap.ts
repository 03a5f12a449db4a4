/**
 * What the first products sitemap file costs (decision 035): generated cold, then served from the edge
 * cache; its URLs and bytes. A full file holds 50,000 URLs: the default bench seed is far smaller,
 * `--scale` (300,000 products) measures a full one.
 */
import http from 'node:http'

const FULL_FILE = 50_000

/** GET with its own Host: the edge cache keys by origin and path, so a host it has not seen is a cold read. */
function timedText(base: string, path: string, host: string): Promise<{ ms: number; text: string; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.get(base + path, { headers: { host } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          ms: performance.now() - started,
          text: Buffer.concat(chunks).toString('utf8'),
          status: res.statusCode ?? 0,
        }),
      )
    })
    req.on('error', reject)
    req.setTimeout(120_000, () => req.destroy(new Error('timeout')))
  })
}

export async function benchSitemap(base: string) {
  const host = `bench-${Date.now()}.localhost:${new URL(base).port}`
  const index = await timedText(base, '/sitemap.xml', host)
  const files = index.text.split('<sitemap>').length - 1
  const path = '/sitemap/de-DE/products-1.xml'
  const cold = await timedText(base, path, host)
  if (cold.status !== 200) throw new Error(`${path}: ${cold.status}`)
  const cached = await timedText(base, path, host)
  const urls = cold.text.split('<url>').length - 1
  const mb = (Buffer.byteLength(cold.text) / 1024 / 1024).toFixed(1)
  console.log(`\nSitemaps: index of ${files} files in ${index.ms.toFixed(0)} ms`)
  console.log(
    `  products-1.xml: ${urls.toLocaleString('en')} URLs, ${mb} MB, generated in ${cold.ms.toFixed(0)} ms, from the edge cache in ${cached.ms.toFixed(0)} ms${urls < FULL_FILE ? ` (not a full ${FULL_FILE.toLocaleString('en')}-URL file: the catalog is smaller; --scale measures one)` : ''}\n`,
  )
}
