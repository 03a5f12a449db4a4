/**
 * CMS HTML made safe on the worker (HTMLRewriter): XSS filter evasion vectors come out with nothing that
 * could run script, the seeded editor markup comes out byte for byte, and a vector put into a landing page,
 * a blog post and a lexicon entry reaches neither their HTML nor their page data.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { decodeReferences, safeHtml, safeUrl } from '../../../client/components/content/safe-html.server'
import { landingPageView } from '../../../client/routes/content/landing-view.server'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { GERMAN_BROWSER, request } from '../helpers'

/** Filter evasion vectors, most after the OWASP XSS filter evasion cheat sheet, by what they try. */
const VECTORS: Array<[name: string, html: string]> = [
  ['script element', '<script>alert(1)</script>'],
  ['external script, uppercase', '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>'],
  ['img with a slash before the handler', '<img/onerror=alert(1) src=x>'],
  ['svg with a slash before the handler', '<svg/onload=alert(1)>'],
  ['hex reference inside the scheme', '<a href="java&#x73;cript:alert(1)">x</a>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror, uppercase', '<IMG SRC=x ONERROR=alert(1)>'],
  ['img onerror after a line feed', '<img src=x\nonerror=alert(1)>'],
  ['img onerror after tabs', '<img\tsrc=x\tonerror=alert(1)>'],
  ['img onerror after a carriage return and form feed', '<img src=x\r\fonerror=alert(1)>'],
  ['img onerror, mixed case and quotes', '<iMg SrC="x" oNeRrOr="alert(1)">'],
  ['img onerror with a backtick value', '<img src=`x` onerror=alert(1)>'],
  ['img onerror in an unquoted value', '<img src=x/onerror=alert(1)>'],
  ['img with an extra quote before the handler', '<img """><script>alert(1)</script>">'],
  ['img tag left unclosed at the end', '<img src=x onerror=alert(1)//'],
  ['img tag unclosed before text', '<img src="x" onerror="alert(1)"//<p>text</p>'],
  ['image alias of img', '<image src=x onerror=alert(1)>'],
  ['handler reading the alt', '<img src=x:alert(alt) onerror=eval(src) alt=0>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg element handler', '<svg><g onload="alert(1)"></g></svg>'],
  ['svg link', '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>'],
  ['svg CDATA hiding a tag', '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>'],
  ['CDATA outside svg', '<p>a</p><![CDATA[><img src=x onerror=alert(1)>]]>'],
  ['math link', '<math href="javascript:alert(1)">x</math>'],
  ['math style mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe script URL', '<iframe src="javascript:alert(1)"></iframe>'],
  ['decimal references', '<a href="&#106;avascript:alert(1)">x</a>'],
  [
    'decimal references with zeros, no semicolons',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">x</a>',
  ],
  [
    'hex references, no semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29">x</a>',
  ],
  ['hex references with zeros', '<a href="&#x0006A;&#x00061;vascript:alert(1)">x</a>'],
  ['tab reference in the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['line feed reference in the scheme', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['carriage return reference in the scheme', '<a href="jav&#x0D;ascript:alert(1)">x</a>'],
  ['literal tab in the scheme', '<a href="jav\tascript:alert(1)">x</a>'],
  ['literal line feed in the scheme', '<a href="java\nscript:alert(1)">x</a>'],
  ['NUL in the scheme', '<a href="java\u0000script:alert(1)">x</a>'],
  ['leading spaces and control references', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['leading space reference', '<a href="&#x20;javascript:alert(1)">x</a>'],
  ['leading control character', '<a href="\u0001javascript:alert(1)">x</a>'],
  ['named Tab and colon references', '<a href="java&Tab;script&colon;alert(1)">x</a>'],
  ['named NewLine reference', '<a href="java&NewLine;script:alert(1)">x</a>'],
  ['named colon reference only', '<a href="javascript&colon;alert(1)">x</a>'],
  ['mixed case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['unquoted script URL', '<a href=javascript:alert(1)>x</a>'],
  ['single-quoted script URL', "<a href='javascript:alert(1)'>x</a>"],
  ['data URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data URL image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['vbscript URL', '<a href="vbscript:msgbox(1)">x</a>'],
  ['livescript URL', '<a href="livescript:alert(1)">x</a>'],
  ['double-encoded scheme', '<a href="jav&#x26;#x61;script:alert(1)">x</a>'],
  ['script URL in img src', '<img src="javascript:alert(1)">'],
  ['script URL in srcset', '<img srcset="/a.jpg 1x, javascript:alert(1) 2x">'],
  ['script URL in a quote cite', '<blockquote cite="javascript:alert(1)">x</blockquote>'],
  ['script URL first of repeated href', '<a href="javascript:alert(1)" href="/ok">x</a>'],
  ['quote reference to break out of href', '<a href="/ok&quot; onmouseover=&quot;alert(1)">x</a>'],
  ['style import', "<style>@import 'http://xss.example/xss.css';</style>"],
  ['style attribute with a script URL', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style attribute expression', '<div style="width: expression(alert(1))">x</div>'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['form action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['input autofocus handler', '<input autofocus onfocus=alert(1)>'],
  ['isindex', '<isindex action=javascript:alert(1) type=image>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed src', '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['applet', '<applet code="javascript:alert(1)"></applet>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">'],
  ['frameset onload', '<frameset onload=alert(1)>'],
  ['body onload', '<body onload=alert(1)>'],
  ['div handler', '<div onmouseover="alert(1)">x</div>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  ['comment hiding a tag', '<!--<img src=x onerror=alert(1)>-->'],
  ['conditional comment', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'],
  ['comment closed by --!>', '<!-- --!><img src=x onerror=alert(1)> -->'],
  ['comment left open', '<p>a</p><!--<img src=x onerror=alert(1)>'],
  ['double angle bracket', '<<script>alert(1);//<</script>'],
  ['script split by a script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['text joining into a tag once a script is gone', '<<script>x</script>script>alert(1)<</script>/script>'],
  ['xmp raw text', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['noscript raw text', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['textarea raw text', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['title raw text', '<title><img src=x onerror=alert(1)></title>'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['plaintext', '<plaintext><img src=x onerror=alert(1)>'],
  ['unclosed elements', '<p><b><a href="javascript:alert(1)">x'],
  ['unclosed attribute quote', '<a href="/ok title="x" onclick="alert(1)">x</a>'],
  ['handler on a kept link', '<a href="https://shop.example/" onclick="alert(1)">x</a>'],
  ['id clobbering', '<img src="/x.png" id="__reactContainer" name="cookie">'],
]

/** The elements and attributes editor markup may keep (written out here, independently of the sanitiser). */
const KEPT_ELEMENTS = new Set(
  (
    'p br hr wbr h1 h2 h3 h4 h5 h6 strong b em i u s sub sup small mark abbr cite kbd span div pre code address ' +
    'blockquote q del ins time ul ol li dl dt dd a img figure figcaption table caption colgroup col thead tbody ' +
    'tfoot tr th td'
  ).split(' '),
)
const VOID_ELEMENTS = new Set(['br', 'hr', 'wbr', 'img', 'col'])
const KEPT_ATTRIBUTES = new Set(
  (
    'class title lang dir href target rel hreflang src srcset sizes alt width height loading decoding colspan ' +
    'rowspan scope abbr start reversed type value cite datetime span'
  ).split(' '),
)
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'cite'])

/**
 * Whatever in sanitised HTML could run script, as a list of findings (empty when it is inert). The output's
 * own form is checked first: text holds no `<` or `>`, so every tag is found, and each is one of the kept
 * elements with double-quoted attributes; end tags match their start tags. URL values may hold no
 * character reference but the four the sanitiser writes, and decoded, their scheme must be http(s),
 * mailto or tel, or absent.
 */
function scriptRisks(html: string): string[] {
  const risks: string[] = []
  const tag = /<(\/?)([a-z][a-z0-9]*)((?: [a-z-]+="[^"<>]*")*)>/g
  const open: string[] = []
  let last = 0
  for (const match of html.matchAll(tag)) {
    const text = html.slice(last, match.index)
    if (/[<>]/.test(text)) risks.push(`markup outside a well-formed tag: ${text}`)
    last = match.index + match[0].length
    const [, end, name, attributes] = match as unknown as [string, string, string, string]
    if (!KEPT_ELEMENTS.has(name)) risks.push(`element ${name}`)
    if (end) {
      if (open.pop() !== name) risks.push(`unbalanced </${name}>`)
      if (attributes) risks.push(`attributes on </${name}>`)
      continue
    }
    if (!VOID_ELEMENTS.has(name)) open.push(name)
    for (const [, attribute, value] of attributes.matchAll(/ ([a-z-]+)="([^"]*)"/g) as Iterable<string[]>) {
      if (/^on/i.test(attribute!) || attribute === 'style' || !KEPT_ATTRIBUTES.has(attribute!))
        risks.push(`attribute ${attribute} on ${name}`)
      if (URL_ATTRIBUTES.has(attribute!)) risks.push(...urlRisks(attribute!, value!))
    }
  }
  if (/[<>]/.test(html.slice(last))) risks.push(`markup outside a well-formed tag: ${html.slice(last)}`)
  if (open.length) risks.push(`left open: ${open.join(', ')}`)
  // Belt and braces over the whole tag text, values aside: no handler attribute in any spelling.
  for (const [found] of html.matchAll(tag)) {
    if (/\son\w*\s*=/i.test(found.replace(/"[^"]*"/g, '""'))) risks.push(`handler in ${found}`)
  }
  return risks
}

function urlRisks(attribute: string, value: string): string[] {
  if (/&(?!(amp|quot|lt|gt);)/.test(value)) return [`${attribute}: a reference the browser would decode: ${value}`]
  const decoded = value
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
  const urls =
    attribute === 'srcset' ? decoded.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : [decoded]
  const risks: string[] = []
  for (const url of urls) {
    // The browser drops tabs and line breaks anywhere in a URL, and control characters and spaces around it.
    let squeezed = ''
    for (const char of url) if (char.charCodeAt(0) > 0x20 && char !== '\u007f') squeezed += char
    if (/^(javascript|vbscript|livescript|data):/i.test(squeezed)) risks.push(`${attribute}: script URL ${value}`)
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)
    if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase()))
      risks.push(`${attribute}: scheme ${scheme[1]}`)
  }
  return risks
}

/** The seeded editor HTML: text and hero slots of every landing page, blog posts and lexicon entries. */
async function seededHtml(): Promise<string[]> {
  const slots = await env.DB.prepare(
    "SELECT t.config FROM cms_slot s JOIN cms_slot_translation t ON t.cms_slot_id = s.id WHERE s.type IN ('text', 'hero')",
  ).all<{ config: string }>()
  const articles = await env.DB.prepare(
    'SELECT content FROM blog_post_translation UNION ALL SELECT content FROM lexicon_entry_translation',
  ).all<{ content: string }>()
  return [
    ...slots.results.map((row) => (JSON.parse(row.config) as { content?: { value?: string } }).content?.value ?? ''),
    ...articles.results.map((row) => row.content),
  ].filter(Boolean)
}

describe('safeHtml', () => {
  it(`leaves nothing that could run script in ${VECTORS.length} filter evasion vectors`, async () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(90)
    for (const [name, html] of VECTORS) {
      const safe = await safeHtml(html)
      expect(scriptRisks(safe), `${name}: ${html} → ${safe}`).toEqual([])
      // What comes out is already in the form the sanitiser writes: a second pass changes nothing.
      expect(await safeHtml(safe), name).toBe(safe)
    }
  })

  it('keeps what is harmless of a vector: the image, the link text, the text around', async () => {
    expect(await safeHtml('<img/onerror=alert(1) src=x>')).toBe('<img src="x">')
    expect(await safeHtml('<svg/onload=alert(1)>')).toBe('')
    expect(await safeHtml('<a href="java&#x73;cript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(await safeHtml('<p onclick="x()">Hi <a href="/ok" onclick="x()">x</a></p><script>x()</script>')).toBe(
      '<p>Hi <a href="/ok">x</a></p>',
    )
    expect(await safeHtml('<<script>x</script>script>alert(1)<</script>/script>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    )
    expect(await safeHtml('<a href="/ok&quot; onmouseover=&quot;x()">x</a>')).toBe(
      '<a href="/ok&quot; onmouseover=&quot;x()">x</a>',
    )
  })

  it('keeps the seeded editor markup byte for byte: headings, paragraphs, links, lists, tables, addresses', async () => {
    const seeded = await seededHtml()
    const all = seeded.join('')
    for (const element of ['<h2>', '<p>', '<ul>', '<li>', '<strong>', '<table>', '<caption>', '<address>', '<br>'])
      expect(all).toContain(element)
    for (const link of ['href="/', 'href="mailto:', 'href="tel:', '<th scope="col">', '<th scope="row">'])
      expect(all).toContain(link)
    expect(seeded.length).toBeGreaterThan(30)
    for (const html of seeded) expect(await safeHtml(html)).toBe(html)
  })

  it('keeps ordinary editor markup in meaning: images, figures, ordered lists, cells, quotes, external links', async () => {
    const html =
      '<figure><img src="/media/helm.jpg" srcset="/media/helm-800.jpg 800w, /media/helm-1600.jpg 1600w" ' +
      'sizes="(min-width: 60rem) 50vw, 100vw" alt="Helm &amp; Kappe" width="800" height="600" loading="lazy">' +
      '<figcaption>Helm nach <abbr title="Europäische Norm">EN</abbr> 397</figcaption></figure>' +
      '<ol start="3"><li>Drei</li><li>Vier</li></ol>' +
      '<table><tbody><tr><td colspan="2">Zelle</td></tr></tbody></table>' +
      '<blockquote cite="https://www.dguv.de/">Sicher ist sicher.</blockquote>' +
      '<p lang="en" dir="ltr"><em>Note</em> <code>EN 388</code> &lt;4X43C&gt; <sub>2</sub><sup>3</sup></p>' +
      '<a href="https://www.dguv.de/?a=1&amp;b=2#x" title="DGUV">DGUV</a>'
    expect(await safeHtml(html)).toBe(html)
    expect(await safeHtml('<a href="https://www.dguv.de/" target="_blank">DGUV</a>')).toBe(
      '<a href="https://www.dguv.de/" target="_blank" rel="noopener noreferrer">DGUV</a>',
    )
    expect(await safeHtml('<a href="/x" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    )
  })

  it('removes comments, style and ids, unwraps unknown elements and closes what was left open', async () => {
    expect(await safeHtml('<p style="color:red" id="intro" class="lead">A<!-- note --></p>')).toBe(
      '<p class="lead">A</p>',
    )
    expect(
      await safeHtml('<section><custom-box data-x="1">Text</custom-box> <font color="red">rot</font></section>'),
    ).toBe('Text rot')
    expect(await safeHtml('<p><b>fett <a href="/x">Link')).toBe('<p><b>fett <a href="/x">Link</a></b></p>')
    expect(await safeHtml('<ul><li>a<li>b</ul><p>c<p>d')).toBe('<ul><li>a</li><li>b</li></ul><p>c</p><p>d</p>')
    expect(await safeHtml('<p>a</p></div></body>b')).toBe('<p>a</p>b')
    expect(await safeHtml('')).toBe('')
    expect(await safeHtml(null)).toBe('')
  })
})

describe('URLs', () => {
  it('decodes references as the browser does in an attribute', () => {
    expect(decodeReferences('&#0000106;av&#x61;script&colon;')).toBe('javascript:')
    // Digits are read as far as they go, as the browser reads them: &#x61a is U+061A, not "a" and "a".
    expect(decodeReferences('&#x61ascript')).toBe('\u061ascript')
    expect(decodeReferences('java&Tab;script&NewLine;&#9;')).toBe('java\tscript\n\t')
    expect(decodeReferences('&#0;&#x110000;&#xD800;')).toBe('\ufffd\ufffd\ufffd')
    // A legacy reference without `;` is text when `=` or a letter follows (query strings keep their names).
    expect(decodeReferences('?a=1&amp;b=2&copy=3&ampx&lt/')).toBe('?a=1&b=2&copy=3&ampx</')
    expect(decodeReferences('&unknown; &eacute')).toBe('&unknown; &eacute')
  })

  it.each([
    ['/groessentabelle', '/groessentabelle'],
    ['#maße', '#maße'],
    ['?p=2', '?p=2'],
    ['./a', './a'],
    ['lexikon/s3', 'lexikon/s3'],
    ['//cdn.example/a.png', '//cdn.example/a.png'],
    ['https://www.dguv.de/?a=1&amp;b=2', 'https://www.dguv.de/?a=1&amp;b=2'],
    ['HTTP://EXAMPLE.ORG', 'HTTP://EXAMPLE.ORG'],
    ['mailto:service@workwear-pro.example', 'mailto:service@workwear-pro.example'],
    ['tel:+492315550100', 'tel:+492315550100'],
    ['  /padded\t', '/padded'],
    ['/a"b<c', '/a&quot;b&lt;c'],
  ])('keeps %j as %j', (raw, kept) => {
    expect(safeUrl(raw)).toBe(kept)
  })

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\u0000script:alert(1)',
    '&#0000106avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'java script:alert(1)',
    '1http:x',
    'ftp://example.org',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBeNull()
  })
})

describe('landingPageView', () => {
  it('makes text and hero slots safe and leaves the editor HTML out of their config', async () => {
    const evil = '<p onclick="x()">Hi</p><script>alert(1)</script>'
    const slot = (type: string, data: unknown, config?: unknown) => ({ id: type, type, slot: 'content', data, config })
    const page = (await landingPageView({
      id: 'l1',
      name: 'Aktion',
      metaDescription: '<p>Robuste <b>Jacken</b></p>',
      translated: {},
      cmsPage: {
        sections: [
          {
            blocks: [
              {
                slots: [
                  slot('text', { content: evil }, { content: { source: 'static', value: evil } }),
                  // A text slot without data shows its configured content, made safe too.
                  slot('text', null, { content: { source: 'static', value: evil }, verticalAlign: { value: 'top' } }),
                  slot('hero', { title: 'T', content: evil }, { content: { value: evil }, title: { value: 'T' } }),
                  slot('image', { media: { url: '/m.jpg' } }),
                ],
              },
            ],
          },
        ],
      },
    } as never))!
    const slots = (page.cmsPage as any).sections[0].blocks[0].slots
    expect(slots.map((s: any) => s.data?.content)).toEqual(['<p>Hi</p>', '<p>Hi</p>', '<p>Hi</p>', undefined])
    expect(slots.map((s: any) => s.config)).toEqual([
      {},
      { verticalAlign: { value: 'top' } },
      { title: { value: 'T' } },
      undefined,
    ])
    expect(slots[2].data.title).toBe('T')
    expect(page.metaDescription).toBe('Robuste Jacken')
  })
})

describe('pages', () => {
  const PROBE = 'xss-probe'
  const injected =
    `<p>Vor <b>dem</b> Test</p><img src=x onerror=alert('${PROBE}')><svg/onload=alert('${PROBE}')></svg>` +
    `<a href="java&#x73;cript:alert('${PROBE}')">Link</a><script>alert('${PROBE}')</script>` +
    `<iframe srcdoc="<script>alert('${PROBE}')</script>"></iframe><p>Nach dem Test</p>`
  const expectSafe = (html: string) => {
    expect(html).toContain('<p>Vor <b>dem</b> Test</p><img src="x"><a>Link</a><p>Nach dem Test</p>')
    // Neither the page's HTML nor its data (the payload after the stream) holds the vector in any form.
    expect(html).not.toContain(PROBE)
    expect(html).not.toMatch(/onerror|onload=|java&#x73;cript/i)
  }

  it('a vector in a landing page text slot reaches neither the HTML nor the page data', async () => {
    const german = LANGUAGE_IDS['de-DE']
    const row = await env.DB.prepare(
      "SELECT cms_slot_id AS id, config FROM cms_slot_translation WHERE language_id = ? AND config LIKE '%Kostenlose Rücksendung%'",
    )
      .bind(german)
      .first<{ id: string; config: string }>()
    const config = JSON.parse(row!.config) as { content: { value: string } }
    config.content.value = injected + config.content.value
    await env.DB.prepare('UPDATE cms_slot_translation SET config = ? WHERE cms_slot_id = ? AND language_id = ?')
      .bind(JSON.stringify(config), row!.id, german)
      .run()
    const response = await request('/service-help/shipping', { headers: GERMAN_BROWSER })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Kostenlose Rücksendung')
    expectSafe(html)
  })

  it('a vector in a blog post or lexicon entry reaches neither the HTML nor the page data', async () => {
    const german = LANGUAGE_IDS['de-DE']
    const post = await env.DB.prepare(
      "SELECT foreign_key AS id, seo_path_info AS path FROM seo_url WHERE language_id = ? AND route_name = 'asx.blog.post' LIMIT 1",
    )
      .bind(german)
      .first<{ id: string; path: string }>()
    await env.DB.prepare(
      'UPDATE blog_post_translation SET content = ? || content WHERE blog_post_id = ? AND language_id = ?',
    )
      .bind(injected, post!.id, german)
      .run()
    const entry = await env.DB.prepare(
      "SELECT foreign_key AS id FROM seo_url WHERE language_id = ? AND seo_path_info = 'lexikon/s3'",
    )
      .bind(german)
      .first<{ id: string }>()
    await env.DB.prepare(
      'UPDATE lexicon_entry_translation SET content = ? || content WHERE lexicon_entry_id = ? AND language_id = ?',
    )
      .bind(injected, entry!.id, german)
      .run()
    for (const path of [`/${post!.path}`, '/lexikon/s3']) {
      const response = await request(path, { headers: GERMAN_BROWSER })
      expect(response.status, path).toBe(200)
      expectSafe(await response.text())
    }
  })
})
