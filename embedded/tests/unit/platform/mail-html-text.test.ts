/** The HTML→text converter of CMS content in mails, and its safe HTML rendering. */
import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../../../../shared/html'
import { decodeEntities, htmlToText, parseRichHtml, type RichStyles, richHtml } from '../../../platform/mail/html-text'
import { DEFAULT_SELLER } from '../../../platform/seller'
import { legalPages } from '../../../seed/content/legal'

const STYLES: RichStyles = { heading: 'h', paragraph: 'p', list: 'l', item: 'i', link: 'a' }

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references; an unknown name stays as written', () => {
    expect(decodeEntities('M&uuml;ller &amp; S&#246;hne &#x2013; &euro;&nbsp;5 &bdquo;x&ldquo; &foo;')).toBe(
      'Müller & Söhne – €\u00a05 „x“ &foo;',
    )
    expect(decodeEntities('&lt;script&gt; &quot;a&quot; &#39;b&#39;')).toBe(`<script> "a" 'b'`)
    expect(decodeEntities('&#0; &#xD800; &#99999999;')).toBe('\ufffd \ufffd \ufffd')
  })
})

describe('htmlToText', () => {
  it('underlines headings, separates paragraphs by a blank line and keeps <br> as a line break', () => {
    expect(htmlToText('<h2>Widerrufsrecht</h2><p>Erste Zeile<br>zweite   Zeile</p>\n<p>Absatz</p>')).toBe(
      'Widerrufsrecht\n--------------\n\nErste Zeile\nzweite Zeile\n\nAbsatz',
    )
  })

  it('writes lists with dashes or numbers, nested items joining their list', () => {
    expect(htmlToText('<ul><li>Vorkasse</li><li>Rechnung <strong>(B2B)</strong></li></ul>')).toBe(
      '- Vorkasse\n- Rechnung (B2B)',
    )
    expect(htmlToText('<ol><li>eins</li><li>zwei<ul><li>innen</li></ul></li></ol><p>danach</p>')).toBe(
      '1. eins\n2. zwei\n3. innen\n\ndanach',
    )
  })

  it('writes links as "text (url)", resolves relative ones against the origin, names a mail address once', () => {
    expect(
      htmlToText(
        '<p>Siehe <a href="/service-help/shipping">Versandinformation</a> oder <a href="mailto:a@b.example">a@b.example</a>.</p>',
        'https://shop.example',
      ),
    ).toBe('Siehe Versandinformation (https://shop.example/service-help/shipping) oder a@b.example.')
    expect(htmlToText('<a href="https://x.example/">https://x.example/</a>')).toBe('https://x.example/')
  })

  it('drops scripts, styles, comments, unsafe links and every attribute', () => {
    const text = htmlToText(
      '<style>p{color:red}</style><p onclick="x()">Hallo<!-- geheim --> <a href="javascript:alert(1)">Welt</a></p><script>alert(1)</script>',
    )
    expect(text).toBe('Hallo Welt')
  })

  it('decodes entities and turns non-breaking spaces into spaces', () => {
    expect(htmlToText('<p>5&nbsp;&euro; &amp; mehr &lt;b&gt;</p>')).toBe('5 € & mehr <b>')
  })

  it('separates table cells; address and div are blocks', () => {
    expect(htmlToText('<table><tr><th>S</th><td>88–96</td></tr><tr><th>M</th><td>96–104</td></tr></table>')).toBe(
      'S | 88–96\n\nM | 96–104',
    )
    expect(htmlToText('<address>Firma<br>Straße 1</address><div>Text</div>')).toBe('Firma\nStraße 1\n\nText')
  })

  it('reads the seeded Widerrufsbelehrung into readable text with the Muster-Widerrufsformular', () => {
    const withdrawal = legalPages(DEFAULT_SELLER).find((p) => p.key === 'withdrawal')!
    const html = withdrawal.page.sections[0].blocks.map((b) => b.slots[0].config['de-DE'].content).join('')
    const text = htmlToText(html as string)
    expect(text).toContain(
      'Muster-Widerrufsformular\n------------------------\n\n(Wenn Sie den Vertrag widerrufen wollen',
    )
    expect(text).toContain('Bestellt am (*)/erhalten am (*)\nName des/der Verbraucher(s)\n')
    expect(text).not.toMatch(/<|&[a-z]+;/)
  })
})

describe('richHtml', () => {
  it('builds the HTML anew: text escaped, only safe links, no source attributes', () => {
    const blocks = parseRichHtml(
      '<h2 class="x">A &amp; B</h2><p style="color:red">&lt;script&gt;alert(1)&lt;/script&gt; <a href="https://x.example/?a=1&amp;b=2" onclick="y()">"Link"</a></p><ul><li>eins</li></ul><img src=x onerror=alert(1)>',
    )
    const html = richHtml(blocks, STYLES)
    expect(html).toBe(
      [
        `<h3 style="h">A ${escapeHtml('&')} B</h3>`,
        `<p style="p">${escapeHtml('<script>alert(1)</script>')} <a href="${escapeHtml('https://x.example/?a=1&b=2')}" style="a">${escapeHtml('"Link"')}</a></p>`,
        '<ul style="l"><li style="i">eins</li></ul>',
      ].join('\n'),
    )
    expect(html).not.toMatch(/<script|onclick|onerror|<img|class=/)
  })
})
