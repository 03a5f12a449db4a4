/** Consent: the banner until a shopper chose, the tag manager only with consent, the form that keeps the choice. */
import { describe, expect, it } from 'vitest'
import { GERMAN_BROWSER, ENGLISH_BROWSER, ORIGIN, request } from '../helpers'

const TRACKED = { TAG_MANAGER_ID: 'GTM-TEST01', TAG_MANAGER_IGNORED_VIEWS: '/checkout' }
const german = (cookie = '') => ({ headers: { ...GERMAN_BROWSER, cookie: `locale=de-DE; ${cookie}` } })

/** The document's head and body, apart. */
async function parts(response: Response) {
  const html = await response.text()
  const [head, body] = html.split('</head>')
  return {
    head: head!,
    body: body!,
    html,
    nonce: /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
  }
}

const loader =
  /<script nonce="[^"]+">window\.dataLayer=window\.dataLayer\|\|\[\];function gtag\(\)\{dataLayer\.push\(arguments\)\}gtag\('consent','default',(\{[^}]+\})\);/

describe('a shop with a tag manager', () => {
  it('opens every page with the banner while nothing is chosen, and loads nothing of the tag manager', async () => {
    for (const path of ['/', '/arbeitsjacken', '/search?search=jacke']) {
      const { head, body, nonce } = await parts(await request(path, german(), TRACKED))
      expect(body, path).toMatch(
        /^<body><section id="consent-banner" class="consent-banner" aria-labelledby="consent-title">/,
      )
      expect(head, path).not.toContain('googletagmanager')
      expect(body).toContain('<h2 id="consent-title">Cookies und Datenschutz</h2>')
      expect(body).toContain('<form method="post" action="/consent">')
      expect(body).toContain(`<input type="hidden" name="redirectTo" value="${path.replace('&', '&#38;')}">`)
      // Rejecting is as easy as accepting: two buttons of the same kind, side by side.
      expect(body).toMatch(
        /<button type="submit" name="choice" value="necessary" class="button primary">Nur notwendige<\/button><button type="submit" name="choice" value="all" class="button primary">Alle akzeptieren<\/button>/,
      )
      expect(body).toContain('<a href="/datenschutz">Datenschutzbestimmungen</a>')
      // Its script carries this answer's CSP nonce.
      expect(nonce).toBeTruthy()
      expect(body).toContain(`<script nonce="${nonce}">(function(){var b=document.getElementById('consent-banner')`)
    }
  })

  it('speaks English on English pages', async () => {
    const { body } = await parts(
      await request('/en-GB', { headers: { ...ENGLISH_BROWSER, cookie: 'locale=en-GB' } }, TRACKED),
    )
    expect(body).toContain('<h2 id="consent-title">Cookies and privacy</h2>')
    expect(body).toContain('<form method="post" action="/en-GB/consent">')
    expect(body).toContain('>Necessary only</button>')
    expect(body).toContain('<a href="/en-GB/privacy">privacy policy</a>')
  })

  it('loads the tag manager only with consent, telling consent mode the choice first', async () => {
    const statistics = await parts(await request('/', german('consent=statistics'), TRACKED))
    expect(statistics.body).not.toContain('consent-banner')
    const signals = JSON.parse(loader.exec(statistics.head)?.[1] ?? 'null')
    expect(signals).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    })
    expect(statistics.head).toMatch(
      /j\.src='https:\/\/www\.googletagmanager\.com\/gtm\.js\?id='\+i;.*'dataLayer','GTM-TEST01'\)<\/script>$/,
    )
    expect(statistics.head).toContain(`<script nonce="${statistics.nonce}">window.dataLayer`)

    const all = await parts(await request('/', german('consent=statistics.marketing'), TRACKED))
    expect(JSON.parse(loader.exec(all.head)?.[1] ?? 'null')).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
    })

    const necessary = await parts(await request('/', german('consent=necessary'), TRACKED))
    expect(necessary.html).not.toContain('googletagmanager')
    expect(necessary.body).not.toContain('consent-banner')
  })

  it('keeps one copy of a page for everyone: the choice is applied to each answer, not to the copy', async () => {
    const path = '/arbeitshosen'
    const first = await parts(await request(path, german(), TRACKED))
    expect(first.body).toContain('consent-banner')
    const consented = await request(path, german('consent=marketing'), TRACKED)
    expect(consented.headers.get('x-page-cache')).toBe('HIT')
    const body = await parts(consented)
    expect(body.body).not.toContain('consent-banner')
    expect(body.head).toContain('googletagmanager')
    const again = await request(path, german(), TRACKED)
    expect(again.headers.get('x-page-cache')).toBe('HIT')
    expect((await parts(again)).body).toContain('consent-banner')
  })

  it('treats an unreadable choice as none: the banner asks again', async () => {
    const { body, head } = await parts(await request('/', german('consent=everything'), TRACKED))
    expect(body).toContain('consent-banner')
    expect(head).not.toContain('googletagmanager')
  })
})

describe('a shop without a tag manager', () => {
  it('asks nothing and loads nothing third-party', async () => {
    const { html } = await parts(await request('/', german()))
    expect(html).not.toContain('consent-banner')
    expect(html).not.toContain('googletagmanager')
  })
})

describe('the consent form', () => {
  const post = (body: Record<string, string>, cookie = '', path = '/consent') =>
    request(
      path,
      {
        method: 'POST',
        headers: { ...GERMAN_BROWSER, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
        redirect: 'manual',
      },
      TRACKED,
    )

  it('keeps "accept all" for a year and goes back to the page', async () => {
    const response = await post({ choice: 'all', redirectTo: '/arbeitsjacken?order=name-asc' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/arbeitsjacken?order=name-asc')
    expect(response.headers.getSetCookie()).toEqual([
      'consent=statistics.marketing; Path=/; Max-Age=31536000; SameSite=Lax',
    ])
  })

  it('keeps a custom choice, and "necessary only"', async () => {
    const custom = await post({ choice: 'custom', statistics: 'on', redirectTo: '/' })
    expect(custom.headers.getSetCookie()[0]).toMatch(/^consent=statistics;/)
    const none = await post({ choice: 'custom', redirectTo: '/' })
    expect(none.headers.getSetCookie()[0]).toMatch(/^consent=necessary;/)
    const necessary = await post(
      { choice: 'necessary', statistics: 'on', marketing: 'on', redirectTo: '/en-GB' },
      '',
      '/en-GB/consent',
    )
    expect(necessary.headers.getSetCookie()[0]).toMatch(/^consent=necessary;/)
    expect(necessary.headers.get('location')).toBe('/en-GB')
  })

  it('expires the cookies of a withdrawn category on this host and the domains above it', async () => {
    const response = await post(
      { choice: 'custom', marketing: 'on', redirectTo: '/' },
      'consent=statistics.marketing; _ga=GA1.1.1; _ga_ABC123=GS1; _gcl_au=1.1; theme=dark',
    )
    const set = response.headers.getSetCookie()
    expect(set[0]).toMatch(/^consent=marketing;/)
    // shop.test: host-only and Domain=shop.test; the Ads cookie stays, as marketing is still allowed.
    expect(set.slice(1).sort()).toEqual(
      [
        '_ga=; Path=/; Max-Age=0',
        '_ga=; Path=/; Max-Age=0; Domain=shop.test',
        '_ga_ABC123=; Path=/; Max-Age=0',
        '_ga_ABC123=; Path=/; Max-Age=0; Domain=shop.test',
      ].sort(),
    )
  })

  it('refuses what no button sends, another site, and a way out of the shop', async () => {
    expect((await post({ choice: 'everything' })).status).toBe(400)
    const foreign = await request(
      '/consent',
      {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'choice=all',
        redirect: 'manual',
      },
      TRACKED,
    )
    expect(foreign.status).toBe(403)
    expect(foreign.headers.getSetCookie()).toEqual([])
    const away = await post({ choice: 'all', redirectTo: 'https://evil.example/' })
    expect(away.headers.get('location')).toBe('/')
  })
})

describe('the cookie settings page', () => {
  it('shows the current choice with its boxes ticked, and a form to change it', async () => {
    const html = await (await request('/cookie-settings', german('consent=statistics'), TRACKED)).text()
    expect(html).toContain('<h1 id="consent-settings-heading">Cookie-Einstellungen</h1>')
    expect(html).toContain('Ihre aktuelle Wahl: Notwendig, Statistik.')
    const box = (name: string) => new RegExp(`<input type="checkbox" id="settings-${name}"[^>]*>`).exec(html)?.[0] ?? ''
    expect(box('statistics')).toContain('checked=""')
    expect(box('statistics')).toContain('name="statistics"')
    expect(box('marketing')).not.toContain('checked')
    expect(box('necessary')).toContain('disabled=""')
    expect(html).toContain('<form class="form-stack" action="/consent" method="post">')
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/cookie-settings?saved=1"/>')
    // The page itself is where a choice is changed: no banner on top of it.
    const undecided = await (await request('/cookie-settings?saved=1', german(), TRACKED)).text()
    expect(undecided).toContain('Sie haben noch keine Wahl getroffen.')
    expect(undecided).not.toContain('consent-banner')
    expect(undecided).toContain('Ihre Auswahl ist gespeichert.')
  })

  it('says there is nothing to consent to in a shop without a tag manager, in English too', async () => {
    const html = await (
      await request('/en-GB/cookie-settings', { headers: { ...ENGLISH_BROWSER, cookie: 'locale=en-GB' } })
    ).text()
    expect(html).toContain('This shop uses necessary cookies only')
    expect(html).not.toContain('name="statistics"')
  })

  it('is linked from every page footer', async () => {
    const html = await (await request('/', german())).text()
    expect(html).toContain('<a href="/cookie-settings">Cookie-Einstellungen</a>')
  })
})
