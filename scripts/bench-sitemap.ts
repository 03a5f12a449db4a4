/**
 * What the first products sitemap file costs (decision 035): generated cold (a query string the edge cache
 * has not seen), then served from the edge cache; its URLs and bytes. A full file holds 50,000 URLs: the
 * default bench seed is far smaller, `--scale` (300,000 products) measures a full one.
 */

const FULL_FILE = 50_000

async function timedText(url: string): Promise<{ ms: number; text: string; status: number }> {
  const started = performance.now()
  const response = await fetch(url)
  const text = await response.text()
  return { ms: performance.now() - started, text, status: response.status }
}

export async function benchSitemap(base: string) {
  // The edge cache keys by URL; the sitemap routes ignore the query, so a new one forces generation.
  const fresh = `?bench=${Date.now()}`
  const index = await timedText(`${base}/sitemap.xml${fresh}`)
  const files = index.text.split('<sitemap>').length - 1
  const path = `/sitemap/de-DE/products-1.xml${fresh}`
  const cold = await timedText(base + path)
  if (cold.status !== 200) throw new Error(`${path}: ${cold.status}`)
  const cached = await timedText(base + path)
  const urls = cold.text.split('<url>').length - 1
  const mb = (Buffer.byteLength(cold.text) / 1024 / 1024).toFixed(1)
  console.log(`\nSitemaps: index of ${files} files in ${index.ms.toFixed(0)} ms`)
  console.log(
    `  products-1.xml: ${urls.toLocaleString('en')} URLs, ${mb} MB, generated in ${cold.ms.toFixed(0)} ms, from the edge cache in ${cached.ms.toFixed(0)} ms${urls < FULL_FILE ? ` (not a full ${FULL_FILE.toLocaleString('en')}-URL file: the catalog is smaller; --scale measures one)` : ''}\n`,
  )
}
