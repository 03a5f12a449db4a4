/**
 * A local compressing proxy that serves what the edge serves (for the Lighthouse runs): HTTP/2 over TLS
 * (with a certificate made for 127.0.0.1 at start; the browser is told to accept it), text answers (HTML,
 * JS, CSS, JSON, SVG, XML) brotli-compressed when the request accepts `br`, gzip otherwise, with
 * `Vary: Accept-Encoding` and without `content-length`; every other header, the status and the request's
 * Host pass through unchanged. A streamed answer stays streamed: each upstream chunk is compressed and
 * flushed at once, so the shell reaches the browser before the deferred data, as from the edge.
 *
 * HTTP/2 because the edge speaks it to every browser: over HTTP/1.1 a browser opens at most six
 * connections to a host, and a page's preloaded pictures waited behind its scripts (Lighthouse's model
 * of the network does the same), which no shopper meets.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import { tmpdir } from 'node:os'
import type { TLSSocket } from 'node:tls'
import path from 'node:path'
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

/** Headers HTTP/2 carries in its frames or forbids: not passed on in either direction. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])

/** The request's headers as an HTTP/1.1 request carries them: the authority becomes Host. */
function upstreamHeaders(req: http2.Http2ServerRequest): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(req.headers))
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value
  headers.host = req.headers[':authority'] ?? req.headers.host
  // The edge hands the worker the URL the browser asked for (https); behind this TLS end the worker sees
  // http, so the browser's https Origin goes on in the worker's scheme, or the shop's CSRF guard would
  // refuse every Store API write and session read as cross-site.
  if (typeof headers.origin === 'string') headers.origin = headers.origin.replace(/^https:/, 'http:')
  return headers
}

function answerHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))
}

function forward(upstream: URL, req: http2.Http2ServerRequest, res: http2.Http2ServerResponse): void {
  const proxied = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: upstreamHeaders(req),
    },
    (answer) => {
      const status = answer.statusCode ?? 502
      const type = String(answer.headers['content-type'] ?? '')
      const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304
      const encoding =
        hasBody && COMPRESSIBLE.test(type) && !answer.headers['content-encoding']
          ? chosenEncoding(req.headers['accept-encoding'])
          : null
      if (!encoding) {
        res.writeHead(status, answerHeaders(answer.headers))
        answer.pipe(res)
        return
      }
      const headers = {
        ...answerHeaders(answer.headers),
        'content-encoding': encoding,
        vary: withVary(answer.headers.vary),
      }
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

/** A self-signed certificate for 127.0.0.1, valid a day, made with openssl; nothing is kept on disk. */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-proxy-'))
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }
  } catch (error) {
    throw new Error(`the compressing proxy needs openssl for its certificate (apt-get install -y openssl): ${error}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Starts the proxy on https://127.0.0.1:`port` in front of `upstream` (an http:// origin). A browser
 * reaching it needs `--ignore-certificate-errors`; HTTP/1.1 clients are served too.
 */
export function startCompressingProxy(upstream: string, port: number): Promise<CompressingProxy> {
  const target = new URL(upstream)
  const server = http2.createSecureServer({ ...localCertificate(), allowHTTP1: true }, (req, res) =>
    forward(target, req, res),
  )
  const connections = new Set<TLSSocket>()
  server.on('secureConnection', (socket) => {
    connections.add(socket)
    socket.on('close', () => connections.delete(socket))
  })
  return new Promise((resolve, reject) => {
    server.on('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `https://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            // Browsers keep their connections open: end them so the server can stop.
            for (const socket of connections) socket.destroy()
          }),
      }),
    )
  })
}
