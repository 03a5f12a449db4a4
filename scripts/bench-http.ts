/** The bench's GET on loopback: time to first byte, to chosen markers and to the end, with status and headers. */
import http, { type IncomingHttpHeaders } from 'node:http'

/** A German shopper's browser: what every page request of the bench sends unless told otherwise. */
export const SHOPPER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
  'accept-language': 'de-DE',
  cookie: 'locale=de-DE',
}

export interface TimedAnswer {
  status: number
  headers: IncomingHttpHeaders
  ttfb: number
  total: number
  /** When each marker first appeared in the body, in ms from the start. */
  marks: Record<string, number>
  body: string
}

/** Time to first byte and to the first occurrence of each marker, for one GET; `cookie` joins the shopper's. */
export function timedGet(url: string, markers: string[] = [], cookie?: string): Promise<TimedAnswer> {
  const headers = cookie ? { ...SHOPPER, cookie: `${SHOPPER.cookie}; ${cookie}` } : SHOPPER
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const req = http.get(url, { headers }, (res) => {
      const ttfb = performance.now() - start
      let body = ''
      const marks: Record<string, number> = {}
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
        for (const marker of markers)
          if (!(marker in marks) && body.includes(marker)) marks[marker] = performance.now() - start
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          ttfb,
          total: performance.now() - start,
          marks,
          body,
        }),
      )
    })
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
  })
}
