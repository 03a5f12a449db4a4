/** Footer and service navigation (navigation entries: folders and links) and the manual and SEO redirects. */
import { BLOG_ID, BLOG_ROUTE, LEXICON_ID, LEXICON_ROUTE } from '../../../shared/store-api/content'
import type { Texts } from '../catalog/data'
import { landingPageId } from './keys'
import { categoryId } from '../keys'
import { planProduct } from '../catalog/products'
import { slug } from '../slug'

export interface NavigationDef {
  key: string
  navigation: 'footer-navigation' | 'service-navigation'
  type: 'page' | 'link' | 'folder'
  name: Texts
  parent?: string
  linkType?: 'category' | 'product' | 'landing_page'
  internalLink?: string
  seoRoute?: string
  externalLink?: Texts
  newTab?: boolean
}

const folder = (key: string, name: [string, string]): NavigationDef => ({
  key,
  navigation: 'footer-navigation',
  type: 'folder',
  name: { 'de-DE': name[0], 'en-GB': name[1] },
})
const link = (
  parent: string | null,
  key: string,
  name: [string, string],
  target: Partial<NavigationDef>,
): NavigationDef => ({
  key,
  navigation: parent ? 'footer-navigation' : 'service-navigation',
  type: 'link',
  name: { 'de-DE': name[0], 'en-GB': name[1] },
  ...(parent ? { parent } : {}),
  ...target,
})
const landing = (key: string): Partial<NavigationDef> => ({
  linkType: 'landing_page',
  internalLink: landingPageId(key),
})

const product1 = planProduct(1)

/** Parents come before their children: the navigation is built in this order. */
export const NAVIGATION: NavigationDef[] = [
  folder('service', ['Service & Hilfe', 'Service & help']),
  link('service', 'service/shipping', ['Versandinformationen', 'Shipping information'], landing('shipping')),
  link('service', 'service/contact', ['Kontaktformular', 'Contact form'], landing('contact')),
  link('service', 'service/size-chart', ['Größentabelle', 'Size chart'], landing('size-chart')),
  folder('guides', ['Ratgeber', 'Guides']),
  link('guides', 'guides/lexicon', ['Lexikon', 'Lexicon'], { seoRoute: LEXICON_ROUTE, internalLink: LEXICON_ID }),
  link('guides', 'guides/blog', ['Blog', 'Blog'], { seoRoute: BLOG_ROUTE, internalLink: BLOG_ID }),
  link('guides', 'guides/dguv', ['DGUV-Regelwerk', 'DGUV regulations'], {
    externalLink: { 'de-DE': 'https://www.dguv.de/', 'en-GB': 'https://www.dguv.de/en/' },
    newTab: true,
  }),
  folder('range', ['Sortiment', 'Range']),
  link('range', 'range/safety-weeks', ['Sicherheitswochen', 'Safety weeks'], landing('safety-weeks')),
  link('range', 'range/safety-shoes', ['Sicherheitsschuhe', 'Safety shoes'], {
    linkType: 'category',
    internalLink: categoryId('sicherheitsschuhe'),
  }),
  link('range', 'range/product-1', [product1.name['de-DE'], product1.name['en-GB']], {
    linkType: 'product',
    internalLink: product1.main.id,
  }),
  folder('legal', ['Rechtliches', 'Legal']),
  link('legal', 'legal/imprint', ['Impressum', 'Imprint'], landing('imprint')),
  link('legal', 'legal/terms', ['AGB', 'Terms and conditions'], landing('terms')),
  link('legal', 'legal/withdrawal', ['Widerrufsbelehrung', 'Withdrawal policy'], landing('withdrawal')),
  link('legal', 'legal/privacy', ['Datenschutz', 'Privacy policy'], landing('privacy')),
  link('legal', 'legal/payment-shipping', ['Zahlung und Versand', 'Payment and shipping'], landing('payment-shipping')),
  link('legal', 'legal/accessibility', ['Barrierefreiheit', 'Accessibility'], landing('accessibility')),
  link(null, 'contact', ['Kontakt', 'Contact'], landing('contact')),
  link(null, 'shipping', ['Versand & Lieferung', 'Shipping & delivery'], landing('shipping')),
]

export interface RedirectDef {
  source: string
  target: string
  type: 301 | 302
  status?: 'active' | 'inactive'
  priority?: number
}

/**
 * Manual redirects: paths below the locale prefix (the guard sends the shopper to the target in their
 * locale); a target containing https leaves the shop.
 */
export const REDIRECTS: RedirectDef[] = [
  { source: '/sale', target: '/aktionen/sicherheitswochen', type: 302, priority: 10 },
  { source: '/versand', target: '/service-help/shipping', type: 301 },
  { source: '/kontakt', target: '/service-hilfe/kontaktformular', type: 301 },
  { source: '/jobs', target: 'https://jobs.workwear-pro.example/', type: 302, priority: 5 },
  { source: '/winteraktion', target: '/arbeitsjacken/winterjacken', type: 301, status: 'inactive' },
]

export interface SeoRedirectDef {
  /** The outdated SEO path per locale (without a leading slash), and the entity it named. */
  paths: Partial<Texts>
  routeName: string
  foreignKey: string
}

/** Outdated SEO paths, so asx-seo-redirect finds their successor (the entity's canonical path). */
export const SEO_REDIRECTS: SeoRedirectDef[] = [
  {
    paths: { 'de-DE': 'arbeitskleidung/jacken', 'en-GB': 'workwear/jackets' },
    routeName: 'frontend.navigation.page',
    foreignKey: categoryId('arbeitsjacken'),
  },
  {
    paths: { 'de-DE': 'schuhe', 'en-GB': 'shoes' },
    routeName: 'frontend.navigation.page',
    foreignKey: categoryId('sicherheitsschuhe'),
  },
  // The product's path before product numbers became part of SEO paths.
  {
    paths: { 'de-DE': slug(product1.name['de-DE']), 'en-GB': slug(product1.name['en-GB']) },
    routeName: 'frontend.detail.page',
    foreignKey: product1.main.id,
  },
  // The German link paths the shop's texts use also lead to the English pages.
  {
    paths: { 'de-DE': 'groessentabelle', 'en-GB': 'informationen/groessentabelle' },
    routeName: 'frontend.landing.page',
    foreignKey: landingPageId('size-chart'),
  },
  {
    paths: { 'en-GB': 'service-hilfe/kontaktformular' },
    routeName: 'frontend.landing.page',
    foreignKey: landingPageId('contact'),
  },
  {
    paths: { 'en-GB': 'aktionen/sicherheitswochen' },
    routeName: 'frontend.landing.page',
    foreignKey: landingPageId('safety-weeks'),
  },
]
