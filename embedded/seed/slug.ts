/** SEO path segments: lowercase ASCII with German umlauts transliterated. */

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', ẞ: 'ss' }

/**
 * Turns a name into one SEO path segment.
 * @example slug('Anstoßkappe Müritz S3') // 'anstosskappe-mueritz-s3'
 */
export function slug(text: string): string {
  return text
    .replace(/[äöüßÄÖÜẞ]/g, (ch) => GERMAN[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A sort key that orders German names as readers expect (ä with a, not after z). */
export const sortKey = (name: string) => slug(name).replace(/-/g, ' ')
