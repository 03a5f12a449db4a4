/**
 * A local compressing proxy that serves what the edge serves (for the Lighthouse runs): text answers
 * (HTML, JS, CSS, JSON, SVG, XML) brotli-compressed when the request accepts `br`, gzip otherwise, with
 * `Vary: Accept-Encoding` and without `content-length`; every other header, the status and the request's
 * Host pass through unchanged. A streamed answer stays streamed: each upstream chunk is compressed and
 * flushed at once, so the shell reaches the browser before the deferred data, as from the edge.
 */
import http from 'node:http'
import zlib from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)/
/** Dynamic answers at a fast level, as an edge compresses on the fly; the result is what matters, not the CPU. */
const STREAM_QUALITY = 5

export interface CompressingProxy {
  url: string
  close(): Promise<void>
}

/** The encoding to answer with: brotli when accepted, else gzip, else none. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name!.toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}

function compressor(encoding: 'br' | 'gzip'): { stream: zlib.BrotliCompress | zlib.Gzip; flush: () => void } {
  if (encoding === 'br') {
    const stream = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_QUALITY } })
    return { stream, flush: () => stream.flush(zlib.constants.BROTLI_OPERATION_FLUSH) }
  }
  const stream = zlib.createGzip()
  return { stream, flush: () => stream.flush(zlib.constants.Z_SYNC_FLUSH) }
}

const withVary = (vary: string | undefined): string =>
  vary && /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'

function forward(upstream: URL, req: http.IncomingMessage, res: http.ServerResponse): void {
  const proxied = http.request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      const status = answer.statusCode ?? 502
      const type = String(answer.headers['content-type'] ?? '')
      const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304
      const encoding =
        hasBody && COMPRESSIBLE.test(type) && !answer.headers['content-encoding']
          ? chosenEncoding(req.headers['accept-encoding'])
          : null
      if (!encoding) {
        res.writeHead(status, answer.headers)
        answer.pipe(res)
        return
      }
      const headers = { ...answer.headers, 'content-encoding': encoding, vary: withVary(answer.headers.vary) }
      delete headers['content-length']
      res.writeHead(status, headers)
      const { stream, flush } = compressor(encoding)
      stream.pipe(res)
      answer.on('data', (chunk: Buffer) => {
        stream.write(chunk)
        flush()
      })
      answer.on('end', () => stream.end())
      answer.on('error', (error) => stream.destroy(error))
    },
  )
  proxied.on('error', () => {
    if (!res.headersSent) res.writeHead(502)
    res.end()
  })
  req.pipe(proxied)
}

/** Starts the proxy on 127.0.0.1:`port` in front of `upstream` (an http:// origin). */
export function startCompressingProxy(upstream: string, port: number): Promise<CompressingProxy> {
  const target = new URL(upstream)
  const server = http.createServer((req, res) => forward(target, req, res))
  return new Promise((resolve, reject) => {
    server.on('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
