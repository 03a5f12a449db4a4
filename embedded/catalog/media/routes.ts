/**
 * Generated product and category pictures: SVG garments in the product's colour (silhouette, seams,
 * reflective tape, light), named in their accessible label. No drawn caption: the page names the product
 * beside its picture, and a browser lays out each SVG picture as a document of its own, where text costs a
 * font lookup per picture. Enough is drawn for the picture to count as content: Chrome leaves pictures
 * under 0.05 bits per displayed pixel out of the largest contentful paint.
 */
import type { Database } from '../../platform/database'
import { Hono } from 'hono'
import { CacheImmutable, cacheControl } from '../../../shared/http/cache-strategy'
import type { EmbeddedEnv as Env } from '../../env'
import { DEFAULT_LANGUAGE_ID } from '../../platform/sales-channel'
import { parseProductMediaId } from '../ids'
import { VIEWS } from '../vocabulary'

export const embeddedMedia = new Hono<{ Bindings: Env }>()

interface MediaRow {
  shape: string
  colourHex: string
  caption: string
  /** A product picture's view: 0 front, 1 back (mirrored), 2 detail (closer), 3 in use. */
  view?: number
}

/** How each view frames the silhouette. */
const VIEW_TRANSFORMS = [
  '',
  'translate(400 0) scale(-1 1)',
  'translate(-200 -160) scale(2)',
  'translate(60 40) scale(0.7)',
]

/** Silhouettes on a 400×400 canvas. */
const SHAPES: Record<string, string> = {
  jacket:
    'M150 70 L200 95 L250 70 L320 105 L350 230 L310 240 L295 170 L290 320 L110 320 L105 170 L90 240 L50 230 L80 105 Z',
  trousers: 'M130 70 L270 70 L285 320 L225 320 L200 150 L175 320 L115 320 Z',
  shoe: 'M80 180 L180 180 L200 215 L300 230 Q345 240 345 275 L345 300 L70 300 Q60 240 80 180 Z',
  glove:
    'M150 320 L150 200 L120 150 Q110 130 130 125 L165 165 L165 85 Q175 70 185 85 L190 150 L195 70 Q207 58 217 70 L220 150 L228 80 Q240 68 250 82 L250 155 L260 105 Q272 95 280 108 L275 230 L250 320 Z',
  helmet: 'M90 250 Q90 110 200 100 Q310 110 310 250 L345 262 L345 280 L55 280 L55 262 Z',
  vest: 'M140 70 L175 70 L200 140 L225 70 L260 70 L300 110 L290 320 L110 320 L100 110 Z',
  folder: 'M70 110 L170 110 L190 135 L330 135 L330 300 L70 300 Z',
}

/** What makes a silhouette a garment: seams, zips, pockets, soles, drawn as dark lines over the colour. */
const SEAMS: Record<string, string> = {
  jacket:
    'M200 95 L200 320 M150 70 L175 110 L200 95 L225 110 L250 70 M125 245 L175 245 L175 290 L125 290 Z M225 245 L275 245 L275 290 L225 290 Z M80 105 L105 170 M320 105 L295 170',
  trousers: 'M130 90 L270 90 M200 90 L200 150 M150 90 L155 130 M250 90 L245 130',
  shoe: 'M70 282 L345 282 M292 231 Q340 242 343 282 M150 195 L185 203 M146 210 L190 219 M141 225 L195 234',
  glove: 'M150 290 L250 290 M165 165 L165 200 M190 150 L190 200 M220 150 L218 200 M250 155 L247 200',
  helmet: 'M90 250 L310 250 M186 104 Q182 175 188 250 M214 104 Q218 175 212 250',
  vest: 'M200 140 L200 320 M175 70 L200 140 L225 70 M130 150 L170 150 M230 150 L270 150',
  folder: 'M70 150 L330 150',
}

/** Reflective tape, as safety workwear carries it. */
const TAPES: Record<string, string> = {
  jacket:
    'M106 200 L294 200 L294 214 L106 214 Z M60 196 L94 204 L91 218 L57 210 Z M340 196 L306 204 L309 218 L343 210 Z',
  trousers:
    'M128 230 L183 230 L181 244 L127 244 Z M217 230 L272 230 L273 244 L219 244 Z M120 285 L177 285 L175 299 L119 299 Z M223 285 L281 285 L282 299 L225 299 Z',
  vest: 'M103 220 L297 220 L296 236 L104 236 Z M105 262 L295 262 L294 278 L106 278 Z',
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!)

/** Light colours (white, yellow) need a dark outline to stay visible on the pale background. */
function outline(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const luminance = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)
  return luminance > 180 ? '#55585c' : 'none'
}

/**
 * The SVG for one media row; `size` sets the rendered width and height (thumbnails).
 * @example renderSvg({ shape: 'jacket', colourHex: '#1f2a44', caption: 'Softshelljacke Nordkap', … }, 400)
 */
export function renderSvg(row: MediaRow, size: number): string {
  const path = SHAPES[row.shape] ?? SHAPES.folder
  const tapes = TAPES[row.shape]
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(row.caption)}">`,
    // Light from the top left: a sheen over the colour, a shadow under the garment.
    `<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".2"/></linearGradient></defs>`,
    `<rect width="400" height="400" fill="#f3f2ef"/><ellipse cx="200" cy="338" rx="150" ry="14" fill="#000" fill-opacity=".08"/>`,
    `<g transform="${VIEW_TRANSFORMS[row.view ?? 0] ?? ''}" stroke-linejoin="round">`,
    `<path d="${path}" fill="${row.colourHex}" stroke="${outline(row.colourHex)}" stroke-width="3"/>`,
    tapes ? `<path d="${tapes}" fill="#dfe2e5" stroke="#9aa0a6" stroke-width="1.5"/>` : '',
    `<path d="${SEAMS[row.shape] ?? SEAMS.folder}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="${path}" fill="url(#l)"/>`,
    `</g></svg>`,
  ].join('')
}

const FILE = /^([0-9a-f]{32})\.svg$/

/** A product picture is drawn from its id (product, colour, view): no row per picture. */
async function productPicture(db: Database, id: string): Promise<MediaRow | null> {
  const parsed = parseProductMediaId(id)
  if (!parsed || parsed.view >= VIEWS.length) return null
  const row = await db
    .prepare(
      `SELECT p.shape, o.colour_hex AS colourHex, t.name AS caption FROM product p
       JOIN product_translation t ON t.pid = p.pid AND t.language_id = ?3 JOIN property_option o ON o.bit = ?2
       WHERE p.pid = ?1 AND p.pictures > ?4`,
    )
    .bind(parsed.n, parsed.colourBit, DEFAULT_LANGUAGE_ID, parsed.view)
    .first<MediaRow>()
  return row && { ...row, colourHex: row.colourHex ?? '#7a7d80', view: parsed.view }
}
const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

embeddedMedia.get('/media/:kind/:file', async (c) => {
  const kind = c.req.param('kind')
  const match = FILE.exec(c.req.param('file'))
  if (!match || (kind !== 'product' && kind !== 'category')) return notFound()
  const widthParam = c.req.query('width')
  const size = widthParam === undefined ? 1920 : Number(widthParam)
  if (!Number.isInteger(size) || size < 16 || size > 3840) {
    return new Response('width must be an integer between 16 and 3840', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const row =
    kind === 'product'
      ? await productPicture(c.env.DB, match[1])
      : await c.env.DB.prepare('SELECT shape, colour_hex AS colourHex, caption FROM media WHERE id = ? AND kind = ?')
          .bind(match[1], kind)
          .first<MediaRow>()
  if (!row) return notFound()
  return c.body(renderSvg(row, size), 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    // The picture is a pure function of its id: safe to cache forever.
    'cache-control': cacheControl(CacheImmutable),
  })
})
