/**
 * A small PDF 1.4 writer for text documents (the invoice): A4 pages of text in the built-in Helvetica
 * and Helvetica-Bold (no font embedded), WinAnsi encoding (umlauts, ß, €), and lines. Every byte of the
 * file is one character code below 256, so offsets for the cross-reference table are string lengths.
 */

export const A4 = { width: 595, height: 842 } as const

export type PdfOp =
  | { kind: 'text'; x: number; y: number; text: string; size?: number; bold?: boolean; align?: 'left' | 'right' }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number }

/** WinAnsi (Windows-1252) codes of the characters outside Latin-1 it has; Latin-1 maps to itself. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  '\u202f': 0xa0,
}

/** One byte per character: WinAnsi where it has the character, '?' where it has none; control characters dropped. */
export function winAnsi(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    if (code < 0x20) continue
    const mapped = WIN_ANSI[ch] ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f)
    out += String.fromCharCode(mapped)
  }
  return out
}

/** A PDF string literal: parentheses and backslashes escaped. */
const literal = (text: string) => `(${winAnsi(text).replace(/[\\()]/g, (ch) => `\\${ch}`)})`

/** Helvetica's advance widths (1/1000 em) for ASCII 32-126; other characters count as 556. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
]

/** The width of `text` in points at `size` (Helvetica; bold counted a little wider). */
function textWidth(text: string, size: number, bold = false): number {
  let units = 0
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    units += code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32]! : 556
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000
}

function contentOf(ops: PdfOp[]): string {
  return ops
    .map((op) => {
      if (op.kind === 'line') return `0.5 w ${op.x1} ${op.y1} m ${op.x2} ${op.y2} l S`
      const size = op.size ?? 10
      const x = op.align === 'right' ? op.x - textWidth(op.text, size, op.bold) : op.x
      return `BT /${op.bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${op.y.toFixed(2)} Td ${literal(op.text)} Tj ET`
    })
    .join('\n')
}

/** The PDF file of `pages` (each a list of drawing operations) with the document's `title`. */
export function renderPdf(pages: PdfOp[][], title: string): Uint8Array<ArrayBuffer> {
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  const pageCount = pages.length
  // 1 catalog, 2 page tree, 3-4 fonts, 5 info; then a page and its content per page.
  const pageIds = pages.map((_, i) => 6 + i * 2)
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(`<< /Title ${literal(title)} /Producer (Workwear Pro storefront) >>`)
  for (const ops of pages) {
    const content = contentOf(ops)
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${objects.length + 2} 0 R >>`,
    )
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`)
  }
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = objects.map((body, i) => {
    const offset = file.length
    file += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = file.length
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Uint8Array.from(file, (ch) => ch.charCodeAt(0))
}
