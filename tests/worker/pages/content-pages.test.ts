/** Content pages through the real worker, as a crawler reads them: landing pages, lexicon and blog in both locales. */
import { describe, expect, it } from 'vitest'
import { CRAWLER, GERMAN_BROWSER, request } from '../helpers'

const ORIGIN = 'http://shop.test'
const page = async (path: string) => {
  const response = await request(path, { headers: CRAWLER })
  return { status: response.status, html: await response.text() }
}
const link = (rel: string, href: string, hrefLang?: string) =>
  hrefLang
    ? `<link rel="${rel}" hrefLang="${hrefLang}" href="${ORIGIN}${href}"/>`
    : `<link rel="${rel}" href="${ORIGIN}${href}"/>`

/** A router link as React renders it (attributes after href may vary). */
const anchor = (href: string, text: string) => new RegExp(`<a href="${href.replace(/[?.]/g, '\\$&')}"[^>]*>${text}</a>`)

/** Canonical in its own locale, hreflang for both, for a page whose paths are `de` and `/en-GB` + `en`. */
function expectAlternates(html: string, de: string, en: string, locale: 'de' | 'en') {
  expect(html).toContain(link('canonical', locale === 'de' ? de : `/en-GB${en}`))
  expect(html).toContain(link('alternate', de, 'de-DE'))
  expect(html).toContain(link('alternate', `/en-GB${en}`, 'en-GB'))
}

describe('landing pages', () => {
  it.each([
    [
      '/informationen/groessentabelle',
      '/information/size-chart',
      'Größentabelle',
      'Size chart',
      '<caption>Schuhgrößen (EU) und Fußlänge in cm</caption>',
    ],
    [
      '/service-help/shipping',
      '/service-help/shipping',
      'Versandinformationen',
      'Shipping information',
      'Kostenlose Rücksendung',
    ],
    [
      '/service-hilfe/kontaktformular',
      '/service-help/contact-form',
      'Kontakt',
      'Contact',
      // The seller's address (wrangler.toml's SHOP_COMPANY), as on the Impressum.
      'Industriestraße 12',
    ],
  ])('%s renders its CMS content in both locales', async (de, en, deName, enName, text) => {
    const german = await page(de)
    expect(german.status).toBe(200)
    expect(german.html).toContain(`<h1>${deName}</h1>`)
    expect(german.html).toContain(text)
    expect(german.html).toContain('<nav aria-label="Brotkrumennavigation" class="breadcrumb">')
    expect(german.html).toContain(`<span aria-current="page">${deName}</span>`)
    expect(german.html).toContain('"@type":"BreadcrumbList"')
    expectAlternates(german.html, de, en, 'de')
    const english = await page(`/en-GB${en}`)
    expect(english.status).toBe(200)
    expect(english.html).toContain(`<h1>${enName}</h1>`)
    expectAlternates(english.html, de, en, 'en')
  })

  it('renders blocks with their visibility, background and layout classes, and product slots', async () => {
    const { status, html } = await page('/aktionen/sicherheitswochen')
    expect(status).toBe(200)
    expect(html).toMatch(
      /<div class="cms-block cms-block-hero cms-hero-block cms-hidden-mobile cms-hidden-tablet"[^>]*>/,
    )
    expect(html).toMatch(
      // On the brand orange the text is dark: white would read at 3.1:1.
      /<div class="cms-block cms-block-text cms-banner-compact cms-hidden-tablet cms-hidden-desktop cms-on-colour" style="background-color:#ff5b05;color:#1d1d1f;margin-top:0/,
    )
    expect(html).toContain('class="cms-section cms-section-default cms-sizing-full_width"')
    expect(html).toContain('<h2>Sicherheitswochen: geprüfter Schutz für jede Baustelle</h2>')
    expect(html).toContain('href="/sicherheitsschuhe"')
    expect(html).toMatch(
      /<ul class="cms-slider-track" tabindex="0"[^>]*>(<li><article class="product-card">[\s\S]*?<\/li>){6}<\/ul>/,
    )
    expect(html).toMatch(/<div class="cms-block cms-block-product-three"[^>]*style="[^"]*--cms-columns:3/)
    const english = await page('/en-GB/offers/safety-weeks')
    expect(english.html).toContain('href="/en-GB/safety-shoes"')
  })

  it('lays a sidebar section out beside the main blocks', async () => {
    const { html } = await page('/service-hilfe/kontaktformular')
    expect(html).toContain('<section class="cms-section cms-section-sidebar cms-sizing-boxed"')
    expect(html).toMatch(/<aside class="cms-sidebar"><div class="cms-block cms-block-text cms-address cms-on-colour"/)
  })
})

describe('lexicon', () => {
  it('lists the terms under an A–Z index in both locales', async () => {
    const german = await page('/lexikon')
    expect(german.status).toBe(200)
    expect(german.html).toContain('<h1 id="lexicon-heading">Lexikon</h1>')
    expect(german.html).toContain('<nav aria-label="Begriffe nach Anfangsbuchstabe" class="lexicon-letters">')
    expect(german.html).toMatch(anchor('/lexikon?letter=s', 'S'))
    expect(german.html).toContain('<span aria-disabled="true">Q</span>')
    expect(german.html).toMatch(anchor('/lexikon/warnschutzklasse', 'Warnschutzklasse'))
    expectAlternates(german.html, '/lexikon', '/lexicon', 'de')
    const english = await page('/en-GB/lexicon')
    expect(english.html).toMatch(anchor('/en-GB/lexicon/high-visibility-class', 'High-visibility class'))
    expectAlternates(english.html, '/lexikon', '/lexicon', 'en')
  })

  it('narrows to one letter with its own canonical', async () => {
    const { status, html } = await page('/lexikon?letter=w')
    expect(status).toBe(200)
    expect(html).toContain('Lexikon: Begriffe mit W')
    expect(html).toContain('<span aria-current="page">W</span>')
    expect(html).toContain('Wassersäule')
    expect(html).not.toContain('>Softshell</a>')
    expect(html).toContain(link('canonical', '/lexikon?letter=w'))
    expect((await page('/lexikon?letter=%C3%A4%C3%A4')).status).toBe(400)
  })

  it('renders an entry with DefinedTerm data in both locales', async () => {
    const german = await page('/lexikon/s3')
    expect(german.status).toBe(200)
    expect(german.html).toContain('<h1>S3</h1>')
    expect(german.html).toContain('"@type":"DefinedTerm"')
    expect(german.html).toMatch(anchor('/lexikon', 'Lexikon'))
    expect(german.html).toMatch(anchor('/lexikon?letter=s', 'Alle Begriffe mit S'))
    expectAlternates(german.html, '/lexikon/s3', '/lexicon/s3', 'de')
    const english = await page('/en-GB/lexicon/bump-cap')
    expect(english.html).toContain('<h1>Bump cap</h1>')
    expectAlternates(english.html, '/lexikon/anstosskappe', '/lexicon/bump-cap', 'en')
  })

  it('answers an unknown term with 404 in both locales', async () => {
    for (const path of ['/lexikon/gibt-es-nicht', '/en-GB/lexicon/no-such-term']) {
      const response = await request(path, {
        headers: { ...GERMAN_BROWSER, cookie: `locale=${path.startsWith('/en-GB') ? 'en-GB' : 'de-DE'}` },
      })
      expect(response.status).toBe(404)
    }
  })
})

describe('blog', () => {
  it('lists posts with pagination in both locales', async () => {
    const german = await page('/blog')
    expect(german.status).toBe(200)
    expect(german.html).toContain('<h1 id="blog-heading">Blog</h1>')
    expect(german.html.match(/<article class="blog-teaser">/g)).toHaveLength(4)
    // The day is an island (client/date.ts): written by the worker inside its Suspense boundary's markers.
    expect(german.html).toContain(
      '<time dateTime="2026-03-18T08:00:00.000Z"><!--$-->18. März 2026<!--/$--></time> · von Jana Becker',
    )
    expect(german.html).toContain('href="/blog?p=2"')
    expectAlternates(german.html, '/blog', '/blog', 'de')
    const second = await page('/en-GB/blog?p=2')
    expect(second.html.match(/<article class="blog-teaser">/g)).toHaveLength(2)
    expect(second.html).toContain(link('canonical', '/en-GB/blog?p=2'))
    expect(second.html).toContain('Head protection: helmet or bump cap?')
  })

  it('renders a post with BlogPosting data in both locales', async () => {
    const german = await page('/blog/schnittschutzhandschuhe-en-388')
    expect(german.status).toBe(200)
    expect(german.html).toContain('<h1>Schnittschutzhandschuhe: EN 388 verständlich erklärt</h1>')
    expect(german.html).toContain('"@type":"BlogPosting"')
    expect(german.html).toContain('"datePublished":"2025-11-05T08:00:00.000Z"')
    expectAlternates(german.html, '/blog/schnittschutzhandschuhe-en-388', '/blog/cut-resistant-gloves-en-388', 'de')
    const english = await page('/en-GB/blog/cut-resistant-gloves-en-388')
    expect(english.html).toContain('5 November 2025')
    expect(english.html).toContain('by Jana Becker')
  })

  it('answers an unknown post with 404, a bad page with 400 and a page past the last with not found', async () => {
    expect(
      (await request('/blog/gibt-es-nicht', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } })).status,
    ).toBe(404)
    expect(
      (await request('/en-GB/blog/no-such-post', { headers: { ...GERMAN_BROWSER, cookie: 'locale=en-GB' } })).status,
    ).toBe(404)
    expect((await page('/blog?p=0')).status).toBe(400)
    const past = await page('/blog?p=9')
    expect(past.html).toContain('Seite nicht gefunden')
    expect(past.html).toContain('<meta name="robots" content="noindex"/>')
  })
})

describe('footer and navigation', () => {
  it.each([
    ['/impressum', '/imprint', 'Impressum', 'Imprint', 'Registereintrag: Amtsgericht Dortmund, HRB 00000'],
    ['/agb', '/terms', 'Allgemeine Geschäftsbedingungen', 'Terms and conditions', '2. Vertragsschluss'],
    ['/widerruf', '/withdrawal', 'Widerrufsbelehrung', 'Withdrawal policy', '<h2>Muster-Widerrufsformular</h2>'],
    ['/datenschutz', '/privacy', 'Datenschutzerklärung', 'Privacy policy', '<h2>Ihre Rechte</h2>'],
    ['/zahlung-und-versand', '/payment-and-shipping', 'Zahlung und Versand', 'Payment and shipping', 'Nachnahme'],
    ['/barrierefreiheit', '/accessibility', 'Barrierefreiheitserklärung', 'Accessibility statement', 'Barriere melden'],
  ])(
    'the legal page %s is there in both locales, with its own data and placeholders',
    async (de, en, deName, enName, text) => {
      const german = await page(de)
      expect(german.status).toBe(200)
      expect(german.html).toContain(`<h1>${deName}</h1>`)
      expect(german.html).toContain(text)
      expectAlternates(german.html, de, en, 'de')
      const english = await page(`/en-GB${en}`)
      expect(english.status).toBe(200)
      expect(english.html).toContain(`<h1>${enName}</h1>`)
      expectAlternates(english.html, de, en, 'en')
    },
  )

  it('links every legal page from the footer of every page, in both locales', async () => {
    for (const [path, hrefs] of [
      [
        '/checkout/cart',
        ['/impressum', '/agb', '/widerruf', '/datenschutz', '/zahlung-und-versand', '/barrierefreiheit'],
      ],
      [
        '/en-GB',
        [
          '/en-GB/imprint',
          '/en-GB/terms',
          '/en-GB/withdrawal',
          '/en-GB/privacy',
          '/en-GB/payment-and-shipping',
          '/en-GB/accessibility',
        ],
      ],
    ] as const) {
      const { html } = await page(path)
      for (const href of hrefs) expect(html, `${path} → ${href}`).toContain(`href="${href}"`)
    }
  })

  it('shows the Store API footer navigation with the content links in both locales', async () => {
    const german = await page('/')
    expect(german.html).toContain('<nav aria-label="Service und Informationen" class="footer-navigation">')
    for (const href of [
      '/informationen/groessentabelle',
      '/service-help/shipping',
      '/service-hilfe/kontaktformular',
      '/lexikon',
      '/blog',
    ]) {
      expect(german.html).toContain(`href="${href}"`)
    }
    expect(german.html).toContain(
      '<a href="https://www.dguv.de/" target="_blank" rel="noopener noreferrer">DGUV-Regelwerk<span class="visually-hidden"> (öffnet in einem neuen Tab)</span></a>',
    )
    const english = await page('/en-GB')
    for (const href of [
      '/en-GB/information/size-chart',
      '/en-GB/service-help/contact-form',
      '/en-GB/lexicon',
      '/en-GB/blog',
    ]) {
      expect(english.html).toContain(`href="${href}"`)
    }
  })

  it('puts a mobile navigation drawer with the category tree and the switches in the header', async () => {
    const { html } = await page('/')
    // An HTML popover: it opens and closes without JavaScript, and the browser tells its state.
    expect(html).toMatch(
      /<button type="button" class="mobile-nav-toggle" popoverTarget="([^"]+)">[\s\S]*?Menü<\/span><\/button><div id="\1" class="mobile-nav-panel" popover="auto"><div class="mobile-nav-head"><span class="mobile-nav-title">Menü<\/span><button type="button" class="mobile-nav-close" popoverTarget="\1" popoverTargetAction="hide" aria-label="Menü schließen">[\s\S]*?<\/button><\/div><nav aria-label="Kategorien" class="mobile-nav-tree">/,
    )
    // The language and area switches the phone's bar has no room for are in the panel too.
    const panel = html.slice(html.indexOf('class="mobile-nav-panel"'), html.indexOf('class="logo"'))
    expect(panel).toContain('<nav aria-label="Sprache" class="language-switch">')
    expect(panel).toContain('class="area-switch"')
    expect(html).toMatch(anchor('/arbeitsjacken/softshelljacken', 'Softshelljacken'))
  })
})

describe('landing page fallback path /landingPage/{id}', () => {
  it('renders the landing page and points canonical at its SEO path; unknown ids are 404', async () => {
    const seo = (await (
      await request('/store-api/seo-url', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({
          filter: [{ type: 'equals', field: 'seoPathInfo', value: 'informationen/groessentabelle' }],
        }),
      })
    ).json()) as { elements: Array<{ foreignKey: string }> }
    const id = seo.elements[0]!.foreignKey
    const fallback = await page(`/landingPage/${id}`)
    expect(fallback.status).toBe(200)
    expect(fallback.html).toContain('<h1>Größentabelle</h1>')
    expect(fallback.html).toContain(link('canonical', '/informationen/groessentabelle'))
    expect((await page(`/landingPage/${'f'.repeat(32)}`)).status).toBe(404)
    expect((await page('/landingPage/not-an-id')).status).toBe(404)
  })
})

describe('content in the sitemap', () => {
  it('lists lexicon entries and blog posts with alternates', async () => {
    const lexicon = await (await request('/sitemap/de-DE/lexicon-1.xml')).text()
    expect(lexicon).toContain(`<loc>${ORIGIN}/lexikon</loc>`)
    expect(lexicon).toMatch(
      /<loc>http:\/\/shop\.test\/lexikon\/[a-z0-9-]+<\/loc><xhtml:link rel="alternate" hreflang="de-DE"/,
    )
    const blog = await (await request('/sitemap/en-GB/blog-1.xml')).text()
    expect(blog).toContain(`<loc>${ORIGIN}/en-GB/blog</loc>`)
    expect(blog).toContain('hreflang="de-DE"')
  })
})
