/** The shop's landing pages: size chart, shipping, contact (pages the shop links to) and the safety weeks promotion. */
import type { Texts } from '../catalog/data'
import type { Seller } from '../../platform/seller'
import { form, hero, image, productBox, productSlider, text, type PageDef } from './cms'
import { sellerHtml } from './seller'

export interface LandingPageDef {
  key: string
  name: Texts
  metaTitle: Texts
  metaDescription: Texts
  /** The canonical SEO path per locale, without a leading slash. */
  path: Texts
  page: PageDef
}

const table = (caption: string, head: string[], rows: (string | number)[][]) =>
  `<table><caption>${caption}</caption><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map((r) => `<tr>${r.map((c, i) => (i ? `<td>${c}</td>` : `<th scope="row">${c}</th>`)).join('')}</tr>`).join('')}</tbody></table>`

const CLOTHING = [
  ['S', '88–96', '76–84'],
  ['M', '96–104', '84–92'],
  ['L', '104–112', '92–100'],
  ['XL', '112–120', '100–108'],
  ['XXL', '120–128', '108–116'],
]
const SHOES = [
  [39, '24,6'],
  [40, '25,3'],
  [41, '26,0'],
  [42, '26,6'],
  [43, '27,3'],
  [44, '28,0'],
  [45, '28,6'],
  [46, '29,3'],
  [47, '30,0'],
]
// EN ISO 21420: hand circumference in mm per glove size.
const GLOVES = [
  [7, 178],
  [8, 203],
  [9, 229],
  [10, 254],
  [11, 279],
]
const en = (rows: (string | number)[][]) => rows.map((r) => r.map((c) => String(c).replace(',', '.')))

const sizeChart: LandingPageDef = {
  key: 'size-chart',
  name: { 'de-DE': 'Größentabelle', 'en-GB': 'Size chart' },
  metaTitle: {
    'de-DE': 'Größentabelle für Arbeitskleidung, Schuhe und Handschuhe',
    'en-GB': 'Size chart for workwear, shoes and gloves',
  },
  metaDescription: {
    'de-DE':
      'Finden Sie die passende Größe: Brust- und Bundumfang für Jacken und Hosen, Fußlänge für Sicherheitsschuhe, Handumfang für Handschuhe.',
    'en-GB':
      'Find the right size: chest and waist for jackets and trousers, foot length for safety shoes, hand circumference for gloves.',
  },
  path: { 'de-DE': 'informationen/groessentabelle', 'en-GB': 'information/size-chart' },
  page: {
    key: 'size-chart',
    name: { 'de-DE': 'Größentabelle', 'en-GB': 'Size chart' },
    sections: [
      {
        blocks: [
          {
            type: 'text',
            slots: [
              text({
                'de-DE':
                  '<p>Gut sitzende Arbeitskleidung schützt besser und trägt sich den ganzen Tag angenehm. Messen Sie direkt am Körper und wählen Sie bei Werten zwischen zwei Größen die größere.</p>',
                'en-GB':
                  '<p>Well-fitting workwear protects better and stays comfortable all day. Measure directly on the body and choose the larger size if you are between two sizes.</p>',
              }),
            ],
          },
          {
            type: 'image-text',
            slots: [
              image(
                'measuring',
                { 'de-DE': 'Maßband an einer Arbeitsjacke', 'en-GB': 'Tape measure on a work jacket' },
                'left',
              ),
              text(
                {
                  'de-DE':
                    '<h2>So messen Sie richtig</h2><ul><li><strong>Brustumfang:</strong> waagerecht an der stärksten Stelle unter den Achseln.</li><li><strong>Bundumfang:</strong> in Höhe des Hosenbunds, ohne das Maßband zu straffen.</li><li><strong>Fußlänge:</strong> von der Ferse bis zur längsten Zehe, am besten abends.</li><li><strong>Handumfang:</strong> um die Handfläche, ohne Daumen.</li></ul>',
                  'en-GB':
                    '<h2>How to measure</h2><ul><li><strong>Chest:</strong> horizontally at the widest point under the arms.</li><li><strong>Waist:</strong> at the height of the waistband, without pulling the tape tight.</li><li><strong>Foot length:</strong> from heel to longest toe, ideally in the evening.</li><li><strong>Hand circumference:</strong> around the palm, without the thumb.</li></ul>',
                },
                'right',
              ),
            ],
          },
          {
            type: 'text',
            slots: [
              text({
                'de-DE':
                  '<h2>Jacken, Westen und Hosen</h2>' +
                  table('Konfektionsgrößen in cm', ['Größe', 'Brustumfang', 'Bundumfang'], CLOTHING),
                'en-GB':
                  '<h2>Jackets, vests and trousers</h2>' +
                  table('Clothing sizes in cm', ['Size', 'Chest', 'Waist'], CLOTHING),
              }),
            ],
          },
          {
            type: 'text-two-column',
            slots: [
              text(
                {
                  'de-DE':
                    '<h2>Sicherheitsschuhe</h2>' +
                    table('Schuhgrößen (EU) und Fußlänge in cm', ['EU-Größe', 'Fußlänge'], SHOES),
                  'en-GB':
                    '<h2>Safety shoes</h2>' +
                    table('Shoe sizes (EU) and foot length in cm', ['EU size', 'Foot length'], en(SHOES)),
                },
                'left',
              ),
              text(
                {
                  'de-DE':
                    '<h2>Handschuhe</h2>' +
                    table('Handschuhgrößen nach EN ISO 21420, Handumfang in mm', ['Größe', 'Handumfang'], GLOVES),
                  'en-GB':
                    '<h2>Gloves</h2>' +
                    table(
                      'Glove sizes to EN ISO 21420, hand circumference in mm',
                      ['Size', 'Hand circumference'],
                      GLOVES,
                    ),
                },
                'right',
              ),
            ],
          },
        ],
      },
    ],
  },
}

const shipping: LandingPageDef = {
  key: 'shipping',
  name: { 'de-DE': 'Versandinformationen', 'en-GB': 'Shipping information' },
  metaTitle: { 'de-DE': 'Versand, Lieferzeiten und Rücksendung', 'en-GB': 'Shipping, delivery times and returns' },
  metaDescription: {
    'de-DE':
      'Standardversand per Paketdienst für 4,95 €, ab 75 € versandkostenfrei, Lieferung in 1–3 Werktagen, kostenlose Rücksendung für Privatkunden.',
    'en-GB':
      'Standard parcel delivery for €4.95, free from €75, delivered in 1–3 working days, free returns for consumers.',
  },
  path: { 'de-DE': 'service-help/shipping', 'en-GB': 'service-help/shipping' },
  page: {
    key: 'shipping',
    name: { 'de-DE': 'Versandinformationen', 'en-GB': 'Shipping information' },
    sections: [
      {
        blocks: [
          {
            type: 'text',
            slots: [
              text({
                'de-DE':
                  '<h2>Versandkosten und Lieferzeit</h2><p>Wir liefern standardmäßig per Paketdienst. Der Versand kostet 4,95 € inkl. MwSt., ab einem Warenwert von 75 € liefern wir versandkostenfrei. Innerhalb Deutschlands ist Ihre Bestellung in 1–3 Werktagen bei Ihnen.</p><p>Große Mengen und Paletten liefern wir alternativ per Spedition; die Kosten nennen wir Ihnen vorab.</p>',
                'en-GB':
                  '<h2>Shipping costs and delivery time</h2><p>We deliver by parcel carrier as standard. Shipping costs €4.95 incl. VAT and is free from a goods value of €75. Within Germany your order arrives in 1–3 working days.</p><p>Large quantities and pallets can be delivered by freight forwarder instead; we quote the cost in advance.</p>',
              }),
            ],
          },
          {
            type: 'text',
            slots: [
              text({
                'de-DE':
                  '<h2>Lieferung an eine Packstation</h2><p>Tragen Sie als Straße „Packstation“ und die Nummer der Station ein und im Adresszusatz Ihre Postnummer. Teillieferungen sind möglich, wenn ein Artikel erst später verfügbar ist; einige Versandarten liefern immer vollständig.</p>',
                'en-GB':
                  '<h2>Delivery to a Packstation</h2><p>Enter “Packstation” and the station number as the street and your post number as the additional address line. Partial deliveries are possible when an item becomes available later; some shipping methods always deliver complete orders.</p>',
              }),
            ],
          },
          {
            type: 'image-text',
            slots: [
              image('parcel', { 'de-DE': 'Paket mit Arbeitskleidung', 'en-GB': 'Parcel of workwear' }, 'left'),
              text(
                {
                  'de-DE':
                    '<h2>Kostenlose Rücksendung</h2><p>Privatkunden in Deutschland senden kostenlos zurück – mit dem beigelegten Retourenetikett. Für Geschäftskunden und Rücksendungen aus dem Ausland trägt der Absender die Kosten.</p>',
                  'en-GB':
                    '<h2>Free returns</h2><p>Consumers in Germany return items free of charge with the enclosed returns label. Business customers and returns from abroad pay the return shipping.</p>',
                },
                'right',
              ),
            ],
          },
        ],
      },
    ],
  },
}

/** The contact page: how to reach the shop, the contact form and the seller's address. */
function contactPage(seller: Seller): LandingPageDef {
  const c = sellerHtml(seller)
  const phone = (label: string) => (c.phoneLink ? `<li>${label}: ${c.phoneLink}</li>` : '')
  return {
    key: 'contact',
    name: { 'de-DE': 'Kontakt', 'en-GB': 'Contact' },
    metaTitle: { 'de-DE': 'Kontakt zum Kundenservice', 'en-GB': 'Contact customer service' },
    metaDescription: {
      'de-DE': 'Unser Kundenservice ist Montag bis Freitag von 8 bis 18 Uhr für Sie da: per Telefon, E-Mail oder Post.',
      'en-GB': 'Our customer service is there for you Monday to Friday, 8 am to 6 pm: by phone, email or post.',
    },
    path: { 'de-DE': 'service-hilfe/kontaktformular', 'en-GB': 'service-help/contact-form' },
    page: {
      key: 'contact',
      name: { 'de-DE': 'Kontakt', 'en-GB': 'Contact' },
      sections: [
        {
          type: 'sidebar',
          blocks: [
            {
              type: 'text',
              slots: [
                text({
                  'de-DE': `<h2>So erreichen Sie uns</h2><p>Unser Kundenservice berät Sie Montag bis Freitag von 8 bis 18 Uhr zu Produkten, Größen und Ihrer Bestellung.</p><ul>${phone('Telefon')}<li>E-Mail: ${c.mail}</li></ul><p>Halten Sie bei Fragen zu einer Bestellung bitte Ihre Bestellnummer bereit. Antworten zu Lieferzeiten finden Sie in den <a href="/service-help/shipping">Versandinformationen</a>, die passende Größe in der <a href="/informationen/groessentabelle">Größentabelle</a>.</p>`,
                  'en-GB': `<h2>How to reach us</h2><p>Our customer service advises you on products, sizes and your order Monday to Friday, 8 am to 6 pm.</p><ul>${phone('Phone')}<li>Email: ${c.mail}</li></ul><p>Please have your order number ready for questions about an order. Delivery times are explained in the <a href="/en-GB/service-help/shipping">shipping information</a>, the right size in the <a href="/en-GB/information/size-chart">size chart</a>.</p>`,
                }),
              ],
            },
            {
              type: 'form',
              slots: [form('contact', { 'de-DE': 'Kontaktformular', 'en-GB': 'Contact form' })],
            },
            {
              type: 'text',
              sectionPosition: 'sidebar',
              backgroundColor: '#f5f5f7',
              cssClass: 'cms-address',
              slots: [
                text({
                  'de-DE': `<h2>Anschrift</h2>${c.address('de-DE')}`,
                  'en-GB': `<h2>Address</h2>${c.address('en-GB')}`,
                }),
              ],
            },
          ],
        },
      ],
    },
  }
}

const safetyWeeks: LandingPageDef = {
  key: 'safety-weeks',
  name: { 'de-DE': 'Sicherheitswochen', 'en-GB': 'Safety weeks' },
  metaTitle: {
    'de-DE': 'Sicherheitswochen: Sicherheitsschuhe, Helme und Warnschutz',
    'en-GB': 'Safety weeks: safety shoes, helmets and high-visibility wear',
  },
  metaDescription: {
    'de-DE': 'Geprüfter Schutz für jede Baustelle: Sicherheitsschuhe S3, Schutzhelme und Warnschutz für Ihr Team.',
    'en-GB': 'Certified protection for every site: S3 safety shoes, helmets and high-visibility wear for your team.',
  },
  path: { 'de-DE': 'aktionen/sicherheitswochen', 'en-GB': 'offers/safety-weeks' },
  page: {
    key: 'safety-weeks',
    name: { 'de-DE': 'Sicherheitswochen', 'en-GB': 'Safety weeks' },
    sections: [
      {
        sizingMode: 'full_width',
        blocks: [
          // The large hero fits desktop screens; phones get the compact banner below instead.
          {
            type: 'hero',
            cssClass: 'cms-hero-block',
            visibility: { mobile: false, tablet: false, desktop: true },
            margins: ['0', '0', '0', '0'],
            slots: [
              hero(
                {
                  title: {
                    'de-DE': 'Sicherheitswochen: geprüfter Schutz für jede Baustelle',
                    'en-GB': 'Safety weeks: certified protection for every site',
                  },
                  content: {
                    'de-DE':
                      '<p>Sicherheitsschuhe S3, Schutzhelme und Warnschutz – jetzt Ihr Team für die Saison ausrüsten.</p>',
                    'en-GB':
                      '<p>S3 safety shoes, helmets and high-visibility wear – equip your team for the season now.</p>',
                  },
                  linkLabel: { 'de-DE': 'Sicherheitsschuhe entdecken', 'en-GB': 'Discover safety shoes' },
                  url: { 'de-DE': '/sicherheitsschuhe', 'en-GB': '/safety-shoes' },
                },
                'safety-weeks',
                { 'de-DE': 'Schutzhelm in Signalorange', 'en-GB': 'Safety helmet in signal orange' },
              ),
            ],
          },
          {
            type: 'text',
            cssClass: 'cms-banner-compact',
            backgroundColor: '#ff5b05',
            visibility: { mobile: true, tablet: false, desktop: false },
            margins: ['0', '0', '0', '0'],
            slots: [
              text({
                'de-DE':
                  '<p><strong>Sicherheitswochen:</strong> <a href="/sicherheitsschuhe">Sicherheitsschuhe und Kopfschutz entdecken</a></p>',
                'en-GB':
                  '<p><strong>Safety weeks:</strong> <a href="/en-GB/safety-shoes">discover safety shoes and head protection</a></p>',
              }),
            ],
          },
        ],
      },
      {
        blocks: [
          {
            type: 'text',
            slots: [
              text({
                'de-DE':
                  '<h2>Jetzt ausrüsten</h2><p>Ob Rohbau, Lager oder Straßendienst: Wir haben die Schutzausrüstung zusammengestellt, nach der Sicherheitsfachkräfte am häufigsten fragen.</p>',
                'en-GB':
                  '<h2>Equip your team now</h2><p>Building site, warehouse or road works: we have put together the protective equipment safety officers ask for most.</p>',
              }),
            ],
          },
          // Seed numbers 3, 9, 19 are safety shoes, 5, 21 helmets and 11 a bump cap in every catalog size.
          {
            type: 'product-slider',
            slots: [
              productSlider(
                { 'de-DE': 'Sicherheitsschuhe und Kopfschutz', 'en-GB': 'Safety shoes and head protection' },
                [3, 9, 19, 5, 21, 11],
              ),
            ],
          },
          { type: 'text', slots: [text({ 'de-DE': '<h2>Gut sichtbar</h2>', 'en-GB': '<h2>Clearly visible</h2>' })] },
          { type: 'product-three', slots: [productBox(6, 'left'), productBox(12, 'center'), productBox(22, 'right')] },
        ],
      },
    ],
  },
}

/**
 * The shop's landing pages; the contact page names `seller`.
 * @example landingPages(DEFAULT_SELLER).map((p) => p.key) // ['size-chart', 'shipping', 'contact', 'safety-weeks']
 */
export const landingPages = (seller: Seller): LandingPageDef[] => [
  sizeChart,
  shipping,
  contactPage(seller),
  safetyWeeks,
]

/** Pictures of the content pages and blog: drawn by the media endpoint like category pictures. */
export const CONTENT_MEDIA: Array<{ key: string; shape: string; colour: string; caption: string }> = [
  { key: 'measuring', shape: 'jacket', colour: '#1f2a44', caption: 'Größentabelle' },
  { key: 'parcel', shape: 'folder', colour: '#c44200', caption: 'Versand' },
  { key: 'safety-weeks', shape: 'helmet', colour: '#ff5b05', caption: 'Sicherheitswochen' },
]
