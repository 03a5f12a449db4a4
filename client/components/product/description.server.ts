/** A product's description as its page and a CMS description element show it: HTML made safe on the worker. */
import { safeHtml } from '../content/safe-html.server'

/** The page's heading is its own h1: an editor's h1 becomes an h2 below it. */
export const demoteH1 = (html: string): string => html.replace(/<(\/?)h1([\s>])/g, '<$1h2$2')

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * A product's description as HTML made safe (safe-html.server.ts): Shopware's is HTML; a plain text (the
 * embedded shop's) becomes paragraphs, one per blank-line-separated part, its line breaks kept.
 * @example await productDescriptionHtml('Robust.\n\nWaschbar bei 60 °C.') // '<p>Robust.</p><p>Waschbar bei 60 °C.</p>'
 * @example await productDescriptionHtml('<p>Robust<script>x()</script></p>') // '<p>Robust</p>'
 */
export async function productDescriptionHtml(description: string | null | undefined): Promise<string> {
  const source = description?.trim()
  if (!source) return ''
  if (/<[a-z][^>]*>/i.test(source)) return demoteH1(await safeHtml(source))
  return source
    .split(/\n\s*\n/)
    .map((part) => `<p>${escapeText(part.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}
