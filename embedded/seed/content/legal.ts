/**
 * The legal pages a German shop must have, as landing pages in both languages: Impressum (§5 DDG),
 * AGB, Widerrufsbelehrung with the model withdrawal form (Art. 246a EGBGB), Datenschutzerklärung
 * (Art. 13 GDPR), payment and shipping terms, and the accessibility statement the BFSG asks for. They
 * are written from the configured seller (SHOP_COMPANY, platform/seller.ts), as the seed reads it from
 * wrangler.toml; what only the operator can say is a bracketed placeholder nobody could take for the
 * real text. An operator replaces them in the CMS (or, upstream, in Shopware's own pages).
 */
import { INVOICE_DUE_DAYS } from '../../../shared/constants'
import { LEGAL_PATHS } from '../../../shared/legal'
import type { Seller } from '../../platform/seller'
import type { Texts } from '../catalog/data'
import { text } from './cms'
import type { LandingPageDef } from './pages'
import { sellerHtml } from './seller'

/** A legal page: one text block per section, in both languages. */
function legalPage(key: string, name: Texts, description: Texts, path: Texts, sections: Array<Texts>): LandingPageDef {
  return {
    key,
    name,
    metaTitle: name,
    metaDescription: description,
    path,
    page: {
      key,
      name,
      sections: [{ blocks: sections.map((html) => ({ type: 'text', slots: [text(html)] })) }],
    },
  }
}

/**
 * The legal pages of `seller`, in the order the footer lists them.
 * @example legalPages(DEFAULT_SELLER).map((p) => p.key) // ['imprint', 'terms', 'withdrawal', 'privacy', 'payment-shipping', 'accessibility']
 */
export function legalPages(seller: Seller): LandingPageDef[] {
  const c = sellerHtml(seller)
  const { address, mail } = c
  /** Paragraphs of lines, those without a value left out (a sole trader has no register entry). */
  const paragraphs = (...groups: Array<Array<[string, string]>>) =>
    groups
      .map((lines) => lines.filter(([, value]) => value).map(([label, value]) => `${label}${value}`))
      .filter((lines) => lines.length)
      .map((lines) => `<p>${lines.join('<br>')}</p>`)
      .join('')
  const imprint = legalPage(
    'imprint',
    { 'de-DE': 'Impressum', 'en-GB': 'Imprint' },
    {
      'de-DE': `Impressum von ${seller.name}: Anschrift, Kontakt, Registereintrag und Umsatzsteuer-Identifikationsnummer.`,
      'en-GB': `Imprint of ${seller.name}: address, contact, commercial register and VAT ID.`,
    },
    LEGAL_PATHS.imprint,
    [
      {
        'de-DE': `<h2>Angaben gemäß § 5 DDG</h2>${address('de-DE')}${paragraphs(
          [['Vertreten durch die Geschäftsführung: ', c.managingDirectors]],
          [
            ['E-Mail: ', mail],
            ['Telefon: ', c.phoneLink],
          ],
          [
            ['Registereintrag: ', c.register],
            ['Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ', c.vatId],
          ],
        )}`,
        'en-GB': `<h2>Information according to § 5 DDG (German Digital Services Act)</h2>${address('en-GB')}${paragraphs(
          [['Represented by the managing directors: ', c.managingDirectors]],
          [
            ['Email: ', mail],
            ['Phone: ', c.phoneLink],
          ],
          [
            ['Commercial register: ', c.register],
            ['VAT ID according to § 27a UStG: ', c.vatId],
          ],
        )}`,
      },
      {
        'de-DE':
          '<h2>Verbraucherstreitbeilegung</h2><p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. [Platzhalter: vom Betreiber zu prüfen]</p>',
        'en-GB':
          '<h2>Consumer dispute resolution</h2><p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. [placeholder: for the operator to confirm]</p>',
      },
    ],
  )

  const terms = legalPage(
    'terms',
    { 'de-DE': 'Allgemeine Geschäftsbedingungen', 'en-GB': 'Terms and conditions' },
    {
      'de-DE': `Die Allgemeinen Geschäftsbedingungen von ${seller.name} für Bestellungen von Privat- und Geschäftskunden.`,
      'en-GB': `The terms and conditions of ${seller.name} for orders by consumers and business customers.`,
    },
    LEGAL_PATHS.terms,
    [
      {
        'de-DE': `<h2>1. Geltungsbereich und Vertragspartner</h2><p>Diese Bedingungen gelten für alle Bestellungen in diesem Shop. Vertragspartner ist ${c.name}, ${c.street}, ${c.zipCity}. Verbraucher ist, wer überwiegend zu privaten Zwecken bestellt; Unternehmer, wer in Ausübung seiner gewerblichen oder selbständigen beruflichen Tätigkeit bestellt.</p>`,
        'en-GB': `<h2>1. Scope and contracting party</h2><p>These terms apply to every order in this shop. Your contracting party is ${c.name}, ${c.street}, ${c.zipCity}. A consumer orders mainly for private purposes; a business customer orders in the course of their trade or profession.</p>`,
      },
      {
        'de-DE':
          '<h2>2. Vertragsschluss</h2><p>Die Darstellung der Produkte ist kein bindendes Angebot. Mit „Zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab. Die Bestätigung des Eingangs folgt per E-Mail; der Vertrag kommt mit dieser Bestellbestätigung zustande. Den Vertragstext speichern wir; Sie erhalten ihn mit der Bestätigung und finden Ihre Bestellungen in Ihrem Kundenkonto.</p>',
        'en-GB':
          '<h2>2. Conclusion of the contract</h2><p>The products shown are not a binding offer. By clicking “Order and pay” you place a binding order. We confirm its receipt by email; the contract is concluded with this order confirmation. We store the contract text; you receive it with the confirmation and find your orders in your account.</p>',
      },
      {
        'de-DE': `<h2>3. Preise, Versand und Zahlung</h2><p>Privatkunden sehen Preise inklusive der gesetzlichen Mehrwertsteuer, Geschäftskunden zuzüglich Mehrwertsteuer, jeweils zuzüglich Versandkosten (siehe Zahlung und Versand). Rechnungen aus dem Kauf auf Rechnung sind innerhalb von ${INVOICE_DUE_DAYS} Tagen ohne Abzug fällig.</p>`,
        'en-GB': `<h2>3. Prices, shipping and payment</h2><p>Consumers see prices including statutory VAT, business customers excluding VAT, both plus shipping (see payment and shipping). Invoices from a purchase on invoice are due within ${INVOICE_DUE_DAYS} days without deduction.</p>`,
      },
      {
        'de-DE':
          '<h2>4. Eigentumsvorbehalt, Gewährleistung, Widerruf</h2><p>Die Ware bleibt bis zur vollständigen Zahlung unser Eigentum. Es gilt die gesetzliche Mängelhaftung. Verbrauchern steht ein Widerrufsrecht zu (siehe Widerrufsbelehrung). [Platzhalter: weitere Bestimmungen, vom Betreiber rechtlich zu prüfen]</p>',
        'en-GB':
          '<h2>4. Retention of title, warranty, withdrawal</h2><p>Goods remain our property until paid in full. The statutory warranty applies. Consumers have a right of withdrawal (see the withdrawal policy). [placeholder: further clauses, for the operator to have reviewed]</p>',
      },
    ],
  )

  const withdrawal = legalPage(
    'withdrawal',
    { 'de-DE': 'Widerrufsbelehrung', 'en-GB': 'Withdrawal policy' },
    {
      'de-DE': 'Ihr Widerrufsrecht als Verbraucher: Frist, Folgen und das Muster-Widerrufsformular.',
      'en-GB': 'Your right of withdrawal as a consumer: period, consequences and the model withdrawal form.',
    },
    LEGAL_PATHS.withdrawal,
    [
      {
        'de-DE': `<h2>Widerrufsrecht</h2><p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.</p><p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${c.name}, ${c.street}, ${c.zipCity}, E-Mail: ${mail}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>`,
        'en-GB': `<h2>Right of withdrawal</h2><p>You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period expires fourteen days after the day on which you, or a third party other than the carrier indicated by you, acquire physical possession of the goods.</p><p>To exercise the right of withdrawal, you must inform us (${c.name}, ${c.street}, ${c.zipCity}, email: ${mail}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.</p>`,
      },
      {
        'de-DE':
          '<h2>Folgen des Widerrufs</h2><p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p><p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Wir tragen die Kosten der Rücksendung innerhalb Deutschlands. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>',
        'en-GB':
          '<h2>Effects of withdrawal</h2><p>If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.</p><p>You shall send back the goods or hand them over to us without undue delay and in any event not later than fourteen days from the day on which you communicate your withdrawal from this contract to us. We bear the cost of returning the goods within Germany. You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.</p>',
      },
      {
        'de-DE': `<h2>Muster-Widerrufsformular</h2><p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p><p>An ${c.name}, ${c.street}, ${c.zipCity}, E-Mail: ${c.email}:</p><p>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)</p><p>Bestellt am (*)/erhalten am (*)<br>Name des/der Verbraucher(s)<br>Anschrift des/der Verbraucher(s)<br>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)<br>Datum</p><p>(*) Unzutreffendes streichen.</p>`,
        'en-GB': `<h2>Model withdrawal form</h2><p>(Complete and return this form only if you wish to withdraw from the contract.)</p><p>To ${c.name}, ${c.street}, ${c.zipCity}, email: ${c.email}:</p><p>I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)</p><p>Ordered on (*)/received on (*)<br>Name of consumer(s)<br>Address of consumer(s)<br>Signature of consumer(s) (only if this form is notified on paper)<br>Date</p><p>(*) Delete as appropriate.</p>`,
      },
    ],
  )

  const privacy = legalPage(
    'privacy',
    { 'de-DE': 'Datenschutzerklärung', 'en-GB': 'Privacy policy' },
    {
      'de-DE': 'Welche Daten wir beim Besuch und bei Bestellungen verarbeiten, wozu, wie lange, und Ihre Rechte.',
      'en-GB': 'Which data we process when you visit and order, what for, for how long, and your rights.',
    },
    LEGAL_PATHS.privacy,
    [
      {
        'de-DE': `<h2>Verantwortlicher</h2>${address('de-DE')}<p>E-Mail: ${mail}. Datenschutzbeauftragte(r): [Platzhalter: Kontakt, falls bestellt]</p>`,
        'en-GB': `<h2>Controller</h2>${address('en-GB')}<p>Email: ${mail}. Data protection officer: [placeholder: contact, if appointed]</p>`,
      },
      {
        'de-DE':
          '<h2>Was wir verarbeiten und wozu</h2><ul><li>Bestellung und Kundenkonto: Name, Anschriften, E-Mail, Bestellungen und Zahlungsart, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO); Rechnungen bewahren wir zehn Jahre auf (§ 147 AO, Art. 6 Abs. 1 lit. c DSGVO).</li><li>Notwendige Cookies: Ihre Sitzung (Warenkorb, Anmeldung) und die gewählte Sprache, ohne die der Shop nicht funktioniert (§ 25 Abs. 2 TDDDG).</li><li>Newsletter: Ihre E-Mail-Adresse nach Bestätigung (Double-Opt-in) mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), jederzeit abbestellbar.</li><li>Statistik und Marketing: nur mit Ihrer Einwilligung. [Platzhalter: eingesetzte Dienste des Betreibers]</li></ul>',
        'en-GB':
          '<h2>What we process and why</h2><ul><li>Orders and your account: name, addresses, email, orders and payment method, to perform the contract (Art. 6(1)(b) GDPR); invoices are kept for ten years (§ 147 AO, Art. 6(1)(c) GDPR).</li><li>Necessary cookies: your session (cart, sign-in) and the chosen language, without which the shop does not work (§ 25(2) TDDDG).</li><li>Newsletter: your email address after confirmation (double opt-in), with your consent (Art. 6(1)(a) GDPR), cancellable at any time.</li><li>Statistics and marketing: only with your consent. [placeholder: the services the operator uses]</li></ul>',
      },
      {
        'de-DE':
          '<h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine erteilte Einwilligung jederzeit zu widerrufen. Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren. Ihr Kundenkonto können Sie selbst einsehen und ändern.</p>',
        'en-GB':
          '<h2>Your rights</h2><p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw a consent at any time. You may lodge a complaint with a data protection authority. You can view and change your account yourself.</p>',
      },
    ],
  )

  const paymentShipping = legalPage(
    'payment-shipping',
    { 'de-DE': 'Zahlung und Versand', 'en-GB': 'Payment and shipping' },
    {
      'de-DE': 'Zahlungsarten, Versandkosten und Lieferzeiten auf einen Blick.',
      'en-GB': 'Payment methods, shipping costs and delivery times at a glance.',
    },
    LEGAL_PATHS['payment-shipping'],
    [
      {
        'de-DE': `<h2>Zahlungsarten</h2><ul><li>Vorkasse: Sie überweisen vorab, wir versenden nach Zahlungseingang.</li><li>Rechnung (Geschäftskunden, nach Bonitätsprüfung): zahlbar innerhalb von ${INVOICE_DUE_DAYS} Tagen.</li><li>Lastschrift</li><li>Nachnahme (Deutschland und Österreich)</li></ul>`,
        'en-GB': `<h2>Payment methods</h2><ul><li>Prepayment: you transfer in advance; we ship once the payment has arrived.</li><li>Invoice (business customers, subject to a credit check): due within ${INVOICE_DUE_DAYS} days.</li><li>Direct debit</li><li>Cash on delivery (Germany and Austria)</li></ul>`,
      },
      {
        'de-DE':
          '<h2>Versandkosten und Lieferzeit</h2><p>Standardversand 4,95 € inkl. MwSt., ab 75 € Warenwert versandkostenfrei. Lieferung innerhalb Deutschlands in 1–3 Werktagen. Alle Versandarten und Länder nennt die <a href="/service-help/shipping">Versandinformation</a>.</p>',
        'en-GB':
          '<h2>Shipping costs and delivery time</h2><p>Standard shipping €4.95 incl. VAT, free from a goods value of €75. Delivery within Germany in 1–3 working days. Every shipping method and country is listed in the <a href="/en-GB/service-help/shipping">shipping information</a>.</p>',
      },
    ],
  )

  const accessibility = legalPage(
    'accessibility',
    { 'de-DE': 'Barrierefreiheitserklärung', 'en-GB': 'Accessibility statement' },
    {
      'de-DE': 'Wie barrierefrei dieser Shop ist, was noch fehlt und wie Sie uns eine Barriere melden.',
      'en-GB': 'How accessible this shop is, what is still missing and how to report a barrier to us.',
    },
    LEGAL_PATHS.accessibility,
    [
      {
        'de-DE':
          '<h2>Stand der Barrierefreiheit</h2><p>Dieser Shop soll die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) und der WCAG 2.2 auf Stufe AA erfüllen. Jede Seite lässt sich mit der Tastatur bedienen, hat sichtbare Fokusmarkierungen, Beschriftungen für alle Formularfelder, Fehlermeldungen am Feld und Texte in ausreichendem Kontrast; Seiten werden automatisch mit axe geprüft. Bestellen gelingt auch ohne JavaScript.</p>',
        'en-GB':
          '<h2>Accessibility status</h2><p>This shop aims to meet the German Accessibility Strengthening Act (BFSG) and WCAG 2.2 level AA. Every page works with the keyboard, shows visible focus, labels every form field, puts error messages at their field and uses sufficient contrast; pages are checked automatically with axe. Ordering also works without JavaScript.</p>',
      },
      {
        'de-DE':
          '<h2>Bekannte Einschränkungen</h2><p>[Platzhalter: Einschränkungen, die der Betreiber bei der eigenen Prüfung findet, mit dem Datum der Prüfung]</p>',
        'en-GB':
          '<h2>Known limitations</h2><p>[placeholder: limitations the operator finds in their own review, with the date of the review]</p>',
      },
      {
        'de-DE': `<h2>Barriere melden</h2><p>Stoßen Sie auf eine Barriere, schreiben Sie uns an ${mail} oder über das <a href="/service-hilfe/kontaktformular">Kontaktformular</a>. Wir antworten innerhalb von zwei Wochen. Zuständige Marktüberwachungsbehörde: [Platzhalter: die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen]</p>`,
        'en-GB': `<h2>Report a barrier</h2><p>If you come across a barrier, write to us at ${mail} or use the <a href="/en-GB/service-help/contact-form">contact form</a>. We answer within two weeks. Market surveillance authority: [placeholder: the German states' market surveillance body for the accessibility of products and services]</p>`,
      },
    ],
  )

  return [imprint, terms, withdrawal, privacy, paymentShipping, accessibility]
}
