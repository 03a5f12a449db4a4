/**
 * The payment provider page's texts in German and English (the provider's card errors "general
 * error", "check birthday and phone", "check card data"). The provider stands in for a third party, so
 * its texts live with it rather than in the shop's dictionaries.
 */
import type { Locale } from '../../../shared/constants'
import type { CardField, CardProblem } from './card'

export type InvoiceField = 'birthday' | 'phone'

const de = {
  title: 'Zahlung (Demo)',
  provider: 'Zahlungsanbieter',
  demo: 'Demo',
  demoText:
    'Dies ist ein Demo-Zahlungsanbieter: Es wird kein Geld bewegt und nichts gespeichert. Geben Sie keine echten Kartendaten ein. Testkarte: 4111 1111 1111 1111 mit einem künftigen Ablaufdatum; 4000 0000 0000 0002 wird abgelehnt.',
  order: 'Bestellung {number}',
  amount: 'Zu zahlen: {amount}',
  pay: 'Bezahlen',
  cancel: 'Abbrechen',
  cardLegend: 'Kreditkarte',
  walletLegend: 'Wallet',
  walletText: 'Bestätigen Sie die Zahlung mit Ihrem Wallet-Konto.',
  invoiceLegend: 'Kauf auf Rechnung',
  invoiceText: 'Nach der Bonitätsprüfung erhalten Sie die Rechnung mit den Zahlungsinformationen.',
  invoiceNeeds: 'Für den Kauf auf Rechnung benötigen wir Ihr Geburtsdatum und Ihre Telefonnummer.',
  fields: {
    'card-number': 'Kartennummer',
    name: 'Name auf der Karte',
    'expiry-date': 'Gültig bis (MM/JJ)',
    cvv: 'Prüfnummer (CVV)',
    birthday: 'Geburtsdatum',
    phone: 'Telefonnummer',
  } satisfies Record<CardField | InvoiceField, string>,
  problems: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    invalid: 'Diese Angabe ist ungültig.',
    expired: 'Die Karte ist abgelaufen.',
  } satisfies Record<CardProblem, string>,
  checkCardData: 'Bitte überprüfen Sie Ihre Kartendaten.',
  checkBirthdayPhone: 'Bitte überprüfen Sie Geburtsdatum und Telefonnummer.',
  errors: {
    invalid: 'Dieser Zahlungslink ist ungültig.',
    expired: 'Dieser Zahlungslink ist abgelaufen. Bitte starten Sie die Zahlung erneut.',
    used: 'Dieser Zahlungslink wurde bereits verwendet.',
    paid: 'Diese Bestellung ist bereits bezahlt.',
    changed: 'Diese Zahlung ist nicht mehr möglich: Bestellung oder Zahlungsart wurden geändert.',
    unavailable: 'Diese Zahlungsart bietet der Shop nicht an. Bitte wählen Sie eine andere.',
  },
  backToShop: 'Zurück zum Shop',
}

type Texts = typeof de

const en: Texts = {
  title: 'Payment (demo)',
  provider: 'Payment provider',
  demo: 'Demo',
  demoText:
    'This is a demo payment provider: no money moves and nothing is stored. Do not enter real card details. Test card: 4111 1111 1111 1111 with a future expiry date; 4000 0000 0000 0002 is declined.',
  order: 'Order {number}',
  amount: 'Amount due: {amount}',
  pay: 'Pay',
  cancel: 'Cancel',
  cardLegend: 'Credit card',
  walletLegend: 'Wallet',
  walletText: 'Confirm the payment with your wallet account.',
  invoiceLegend: 'Purchase on invoice',
  invoiceText: 'After the credit check you receive the invoice with the payment details.',
  invoiceNeeds: 'For a purchase on invoice we need your date of birth and your phone number.',
  fields: {
    'card-number': 'Card number',
    name: 'Name on card',
    'expiry-date': 'Expiry date (MM/YY)',
    cvv: 'Security code (CVV)',
    birthday: 'Date of birth',
    phone: 'Phone number',
  },
  problems: {
    required: 'Please fill in this field.',
    invalid: 'This entry is not valid.',
    expired: 'The card has expired.',
  },
  checkCardData: 'Please check your card data.',
  checkBirthdayPhone: 'Please check your birthday and phone number.',
  errors: {
    invalid: 'This payment link is not valid.',
    expired: 'This payment link has expired. Please start the payment again.',
    used: 'This payment link has already been used.',
    paid: 'This order has already been paid.',
    changed: 'This payment is no longer possible: the order or its payment method has changed.',
    unavailable: 'The shop does not offer this payment method. Please choose another one.',
  },
  backToShop: 'Back to the shop',
}

export const PROVIDER_TEXTS: Record<Locale, Texts> = { 'de-DE': de, 'en-GB': en }
export type ProviderTexts = Texts
export type PaymentRefusal = keyof Texts['errors']
