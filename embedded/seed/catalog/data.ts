/** The seeded workwear catalog's vocabulary: categories, product types, colours, sizes, makers and model names. */
import type { Locale } from '../../../shared/constants'

export type Texts = Record<Locale, string>
/** Silhouettes the media endpoint can draw. */
export type Shape = 'jacket' | 'trousers' | 'shoe' | 'glove' | 'helmet' | 'vest' | 'folder'

export interface CategoryDef {
  /** Stable key: the German slug path without the root, e.g. 'arbeitsjacken/softshelljacken'. */
  key: string
  parent?: string
  name: Texts
  description: Texts
  shape: Shape
}

export const ROOT_NAME: Texts = { 'de-DE': 'Startseite', 'en-GB': 'Home' }

const cat = (key: string, de: string, en: string, shape: Shape, descDe: string, descEn: string): CategoryDef => {
  const slash = key.lastIndexOf('/')
  return {
    key,
    parent: slash > 0 ? key.slice(0, slash) : undefined,
    name: { 'de-DE': de, 'en-GB': en },
    description: { 'de-DE': descDe, 'en-GB': descEn },
    shape,
  }
}

/** Top-level categories first, each followed by its sub-categories (the order they are shown in). */
export const CATEGORIES: CategoryDef[] = [
  cat(
    'arbeitsjacken',
    'Arbeitsjacken',
    'Work jackets',
    'jacket',
    'Robuste Jacken für jede Witterung.',
    'Tough jackets for every kind of weather.',
  ),
  cat(
    'arbeitsjacken/softshelljacken',
    'Softshelljacken',
    'Softshell jackets',
    'jacket',
    'Winddicht, wasserabweisend, atmungsaktiv.',
    'Windproof, water-repellent, breathable.',
  ),
  cat(
    'arbeitsjacken/winterjacken',
    'Winterjacken',
    'Winter jackets',
    'jacket',
    'Gefütterte Jacken für kalte Tage.',
    'Padded jackets for cold days.',
  ),
  cat(
    'arbeitsjacken/fleecejacken',
    'Fleecejacken',
    'Fleece jackets',
    'jacket',
    'Warme Zwischenschicht für drinnen und draußen.',
    'A warm mid layer, indoors and out.',
  ),
  cat(
    'arbeitshosen',
    'Arbeitshosen',
    'Work trousers',
    'trousers',
    'Hosen, die auf der Baustelle mithalten.',
    'Trousers that keep up on site.',
  ),
  cat(
    'arbeitshosen/bundhosen',
    'Bundhosen',
    'Waist trousers',
    'trousers',
    'Mit Kniepolstertaschen und Zollstocktasche.',
    'With knee pad pockets and a rule pocket.',
  ),
  cat(
    'arbeitshosen/latzhosen',
    'Latzhosen',
    'Bib trousers',
    'trousers',
    'Viel Stauraum am Latz, verstellbare Träger.',
    'Lots of storage on the bib, adjustable braces.',
  ),
  cat(
    'arbeitshosen/shorts',
    'Shorts',
    'Shorts',
    'trousers',
    'Leicht und luftig für den Sommer.',
    'Light and airy for summer.',
  ),
  cat(
    'sicherheitsschuhe',
    'Sicherheitsschuhe',
    'Safety shoes',
    'shoe',
    'Zehenschutzkappe und durchtrittsichere Sohle.',
    'Toe cap and puncture-resistant sole.',
  ),
  cat(
    'sicherheitsschuhe/halbschuhe',
    'Halbschuhe',
    'Low shoes',
    'shoe',
    'Leichte Sicherheitshalbschuhe.',
    'Lightweight low-cut safety shoes.',
  ),
  cat(
    'sicherheitsschuhe/stiefel',
    'Stiefel',
    'Boots',
    'shoe',
    'Hoher Knöchelschutz für schweres Gelände.',
    'High ankle protection for rough ground.',
  ),
  cat(
    'handschuhe',
    'Handschuhe',
    'Gloves',
    'glove',
    'Schutz vor Schnitten, Kälte und Abrieb.',
    'Protection against cuts, cold and abrasion.',
  ),
  cat(
    'kopfschutz',
    'Kopfschutz',
    'Head protection',
    'helmet',
    'Schutzhelme und Anstoßkappen.',
    'Safety helmets and bump caps.',
  ),
  cat(
    'warnschutz',
    'Warnschutz',
    'High-visibility',
    'vest',
    'Gesehen werden nach EN ISO 20471.',
    'Be seen, to EN ISO 20471.',
  ),
  cat(
    'warnschutz/warnwesten',
    'Warnwesten',
    'Hi-vis vests',
    'vest',
    'Leuchtende Westen mit Reflexstreifen.',
    'Fluorescent vests with reflective tape.',
  ),
  cat(
    'warnschutz/warnschutzjacken',
    'Warnschutzjacken',
    'Hi-vis jackets',
    'jacket',
    'Warnschutz für Regen und Kälte.',
    'High visibility for rain and cold.',
  ),
  cat(
    'unterweisungen',
    'Unterweisungen',
    'Safety training',
    'folder',
    'Unterweisungen und Leitfäden zum Herunterladen, sofort nach der Zahlung.',
    'Safety briefings and guides to download, right after payment.',
  ),
]

export interface ColourDef {
  key: string
  name: Texts
  hex: string
}
const colour = (key: string, de: string, en: string, hex: string): ColourDef => ({
  key,
  name: { 'de-DE': de, 'en-GB': en },
  hex,
})

export const COLOURS: ColourDef[] = [
  colour('schwarz', 'schwarz', 'black', '#1d1d1b'),
  colour('marine', 'marine', 'navy', '#1f2a44'),
  colour('grau', 'grau', 'grey', '#7a7d80'),
  colour('oliv', 'oliv', 'olive', '#5b6236'),
  colour('orange', 'orange', 'orange', '#ff5b05'),
  colour('gelb', 'gelb', 'yellow', '#f2d413'),
  colour('weiss', 'weiß', 'white', '#f4f4f2'),
  colour('rot', 'rot', 'red', '#c0392b'),
  colour('blau', 'blau', 'blue', '#2b5fab'),
]

export type SizeSet = 'clothing' | 'shoes' | 'gloves' | 'none'
export const SIZES: Record<SizeSet, string[]> = {
  clothing: ['S', 'M', 'L', 'XL', 'XXL'],
  shoes: ['39', '40', '41', '42', '43', '44', '45', '46', '47'],
  gloves: ['7', '8', '9', '10', '11'],
  none: [],
}
/** Option order in the size group: clothing, then shoe, then glove sizes. */
export const ALL_SIZES = [...SIZES.clothing, ...SIZES.shoes, ...SIZES.gloves]

export interface ProductType {
  category: string
  /** German article of the type noun, for descriptions ("Die Softshelljacke …"). */
  article: 'Der' | 'Die' | 'Das'
  name: Texts
  /** Appended after the model name, e.g. the protection class of shoes. */
  suffix?: string
  /** Generic nouns hidden in the compound name, so a search for "jacke" finds "Softshelljacke". */
  keywords: Texts
  sizes: SizeSet
  colours: string[]
  maxColours: number
  /** Price range in whole euros; prices end in ,90. */
  price: [number, number]
  shape: Shape
  features: Record<Locale, string[]>
}

const type = (t: ProductType) => t
const JACKET_FEATURES = {
  'de-DE': [
    'winddicht',
    'wasserabweisend',
    'atmungsaktiv',
    'mit Kinnschutz',
    'mit vielen Taschen',
    'pflegeleicht bei 40 °C waschbar',
  ],
  'en-GB': [
    'windproof',
    'water-repellent',
    'breathable',
    'fitted with a chin guard',
    'full of pockets',
    'easy care, washable at 40 °C',
  ],
}
const TROUSER_FEATURES = {
  'de-DE': [
    'mit Kniepolstertaschen',
    'aus strapazierfähigem Mischgewebe',
    'mit Zollstocktasche',
    'mit Cordura-Verstärkung',
    'bequem geschnitten',
    'bei 60 °C waschbar',
  ],
  'en-GB': [
    'fitted with knee pad pockets',
    'made of hard-wearing blended fabric',
    'fitted with a rule pocket',
    'reinforced with Cordura',
    'cut for comfort',
    'washable at 60 °C',
  ],
}
const SHOE_FEATURES = {
  'de-DE': [
    'mit Zehenschutzkappe aus Stahl',
    'durchtrittsicher',
    'rutschhemmend',
    'antistatisch',
    'wasserabweisend',
    'besonders leicht',
  ],
  'en-GB': [
    'fitted with a steel toe cap',
    'puncture-resistant',
    'slip-resistant',
    'antistatic',
    'water-repellent',
    'especially light',
  ],
}
const GLOVE_FEATURES = {
  'de-DE': [
    'griffsicher',
    'schnitthemmend nach EN 388',
    'touchscreenfähig',
    'ölabweisend',
    'gefüttert',
    'nahtlos gestrickt',
  ],
  'en-GB': [
    'grippy',
    'cut-resistant to EN 388',
    'touchscreen-friendly',
    'oil-repellent',
    'lined',
    'seamlessly knitted',
  ],
}
const HEAD_FEATURES = {
  'de-DE': ['nach EN 397 geprüft', 'mit Drehverschluss', 'belüftet', 'mit Schweißband', 'leicht', 'UV-beständig'],
  'en-GB': [
    'tested to EN 397',
    'fitted with a ratchet',
    'ventilated',
    'fitted with a sweatband',
    'light',
    'UV-resistant',
  ],
}
const HIVIS_FEATURES = {
  'de-DE': [
    'nach EN ISO 20471 Klasse 2',
    'mit Reflexstreifen',
    'fluoreszierend',
    'atmungsaktiv',
    'wasserdicht',
    'mit Ausweistasche',
  ],
  'en-GB': [
    'certified to EN ISO 20471 class 2',
    'fitted with reflective tape',
    'fluorescent',
    'breathable',
    'waterproof',
    'fitted with an ID pocket',
  ],
}
const WORKWEAR = ['schwarz', 'marine', 'grau', 'oliv', 'rot']

export const PRODUCT_TYPES: ProductType[] = [
  type({
    category: 'arbeitsjacken/softshelljacken',
    article: 'Die',
    name: { 'de-DE': 'Softshelljacke', 'en-GB': 'Softshell jacket' },
    keywords: { 'de-DE': 'Jacke Softshell', 'en-GB': 'jacket softshell' },
    sizes: 'clothing',
    colours: WORKWEAR,
    maxColours: 3,
    price: [49, 89],
    shape: 'jacket',
    features: JACKET_FEATURES,
  }),
  type({
    category: 'arbeitshosen/bundhosen',
    article: 'Die',
    name: { 'de-DE': 'Bundhose', 'en-GB': 'Work trousers' },
    keywords: { 'de-DE': 'Hose Arbeitshose', 'en-GB': 'trousers pants' },
    sizes: 'clothing',
    colours: WORKWEAR,
    maxColours: 3,
    price: [39, 79],
    shape: 'trousers',
    features: TROUSER_FEATURES,
  }),
  type({
    category: 'sicherheitsschuhe/halbschuhe',
    article: 'Der',
    name: { 'de-DE': 'Sicherheitshalbschuh', 'en-GB': 'Safety shoe' },
    suffix: 'S3',
    keywords: { 'de-DE': 'Schuh Halbschuh Sicherheitsschuh', 'en-GB': 'shoe safety shoe' },
    sizes: 'shoes',
    colours: ['schwarz', 'grau', 'blau'],
    maxColours: 2,
    price: [59, 129],
    shape: 'shoe',
    features: SHOE_FEATURES,
  }),
  type({
    category: 'handschuhe',
    article: 'Der',
    name: { 'de-DE': 'Montagehandschuh', 'en-GB': 'Assembly glove' },
    keywords: { 'de-DE': 'Handschuh', 'en-GB': 'glove gloves' },
    sizes: 'gloves',
    colours: ['schwarz', 'grau', 'blau'],
    maxColours: 2,
    price: [5, 15],
    shape: 'glove',
    features: GLOVE_FEATURES,
  }),
  type({
    category: 'kopfschutz',
    article: 'Der',
    name: { 'de-DE': 'Schutzhelm', 'en-GB': 'Safety helmet' },
    keywords: { 'de-DE': 'Helm Bauhelm', 'en-GB': 'helmet hard hat' },
    sizes: 'none',
    colours: ['weiss', 'gelb', 'orange', 'blau', 'rot'],
    maxColours: 4,
    price: [15, 49],
    shape: 'helmet',
    features: HEAD_FEATURES,
  }),
  type({
    category: 'warnschutz/warnwesten',
    article: 'Die',
    name: { 'de-DE': 'Warnweste', 'en-GB': 'Hi-vis vest' },
    keywords: { 'de-DE': 'Weste Warnschutz', 'en-GB': 'vest high visibility' },
    sizes: 'clothing',
    colours: ['gelb', 'orange'],
    maxColours: 2,
    price: [9, 29],
    shape: 'vest',
    features: HIVIS_FEATURES,
  }),
  type({
    category: 'arbeitsjacken/winterjacken',
    article: 'Die',
    name: { 'de-DE': 'Winterjacke', 'en-GB': 'Winter jacket' },
    keywords: { 'de-DE': 'Jacke Winter gefüttert', 'en-GB': 'jacket winter padded' },
    sizes: 'clothing',
    colours: WORKWEAR,
    maxColours: 3,
    price: [79, 149],
    shape: 'jacket',
    features: JACKET_FEATURES,
  }),
  type({
    category: 'arbeitshosen/latzhosen',
    article: 'Die',
    name: { 'de-DE': 'Latzhose', 'en-GB': 'Bib trousers' },
    keywords: { 'de-DE': 'Hose Arbeitshose Latz', 'en-GB': 'trousers dungarees bib' },
    sizes: 'clothing',
    colours: WORKWEAR,
    maxColours: 3,
    price: [49, 89],
    shape: 'trousers',
    features: TROUSER_FEATURES,
  }),
  type({
    category: 'sicherheitsschuhe/stiefel',
    article: 'Der',
    name: { 'de-DE': 'Sicherheitsstiefel', 'en-GB': 'Safety boot' },
    suffix: 'S3',
    keywords: { 'de-DE': 'Stiefel Schuh Sicherheitsschuh', 'en-GB': 'boot boots safety shoe' },
    sizes: 'shoes',
    colours: ['schwarz', 'grau'],
    maxColours: 2,
    price: [79, 169],
    shape: 'shoe',
    features: SHOE_FEATURES,
  }),
  type({
    category: 'handschuhe',
    article: 'Der',
    name: { 'de-DE': 'Schnittschutzhandschuh', 'en-GB': 'Cut-resistant glove' },
    keywords: { 'de-DE': 'Handschuh Schnittschutz', 'en-GB': 'glove gloves cut protection' },
    sizes: 'gloves',
    colours: ['grau', 'schwarz'],
    maxColours: 2,
    price: [8, 24],
    shape: 'glove',
    features: GLOVE_FEATURES,
  }),
  type({
    category: 'kopfschutz',
    article: 'Die',
    name: { 'de-DE': 'Anstoßkappe', 'en-GB': 'Bump cap' },
    keywords: { 'de-DE': 'Kappe Mütze', 'en-GB': 'cap' },
    sizes: 'none',
    colours: ['schwarz', 'marine', 'grau'],
    maxColours: 3,
    price: [12, 29],
    shape: 'helmet',
    features: HEAD_FEATURES,
  }),
  type({
    category: 'warnschutz/warnschutzjacken',
    article: 'Die',
    name: { 'de-DE': 'Warnschutzjacke', 'en-GB': 'Hi-vis jacket' },
    keywords: { 'de-DE': 'Jacke Warnschutz', 'en-GB': 'jacket high visibility' },
    sizes: 'clothing',
    colours: ['gelb', 'orange'],
    maxColours: 2,
    price: [49, 119],
    shape: 'jacket',
    features: HIVIS_FEATURES,
  }),
  type({
    category: 'arbeitsjacken/fleecejacken',
    article: 'Die',
    name: { 'de-DE': 'Fleecejacke', 'en-GB': 'Fleece jacket' },
    keywords: { 'de-DE': 'Jacke Fleece', 'en-GB': 'jacket fleece' },
    sizes: 'clothing',
    colours: WORKWEAR,
    maxColours: 3,
    price: [29, 59],
    shape: 'jacket',
    features: JACKET_FEATURES,
  }),
  type({
    category: 'arbeitshosen/shorts',
    article: 'Die',
    name: { 'de-DE': 'Arbeitsshorts', 'en-GB': 'Work shorts' },
    keywords: { 'de-DE': 'Hose Shorts kurz', 'en-GB': 'shorts trousers' },
    sizes: 'clothing',
    colours: WORKWEAR,
    maxColours: 2,
    price: [29, 59],
    shape: 'trousers',
    features: TROUSER_FEATURES,
  }),
  type({
    category: 'handschuhe',
    article: 'Der',
    name: { 'de-DE': 'Winterhandschuh', 'en-GB': 'Winter glove' },
    keywords: { 'de-DE': 'Handschuh Winter gefüttert', 'en-GB': 'glove gloves winter' },
    sizes: 'gloves',
    colours: ['schwarz', 'marine'],
    maxColours: 2,
    price: [9, 29],
    shape: 'glove',
    features: GLOVE_FEATURES,
  }),
  type({
    category: 'arbeitsjacken/winterjacken',
    article: 'Der',
    name: { 'de-DE': 'Parka', 'en-GB': 'Parka' },
    keywords: { 'de-DE': 'Jacke Winterjacke', 'en-GB': 'jacket winter coat' },
    sizes: 'clothing',
    colours: ['schwarz', 'marine', 'oliv'],
    maxColours: 2,
    price: [99, 179],
    shape: 'jacket',
    features: JACKET_FEATURES,
  }),
]

/** Model names: German peaks, isles, rivers and lakes (some with umlauts, to exercise slugs). */
export const MODELS = [
  'Nordkap',
  'Polarstern',
  'Brocken',
  'Zugspitze',
  'Watzmann',
  'Feldberg',
  'Rügen',
  'Sylt',
  'Harz',
  'Eifel',
  'Spessart',
  'Taunus',
  'Allgäu',
  'Elbe',
  'Rhein',
  'Mosel',
  'Donau',
  'Havel',
  'Helgoland',
  'Borkum',
  'Fehmarn',
  'Wendelstein',
  'Arber',
  'Inn',
  'Lech',
  'Isar',
  'Weser',
  'Ems',
  'Ruhr',
  'Saale',
  'Spree',
  'Oder',
  'Neckar',
  'Altmühl',
  'Chiemsee',
  'Bodensee',
  'Müritz',
  'Königssee',
  'Ammersee',
  'Hiddensee',
]
export const EDITIONS = ['', 'Pro', 'Flex', 'Light', 'Plus', 'Classic', 'Ultra', 'Max']

export const MANUFACTURERS = [
  { key: 'nordwerk', name: 'Nordwerk', link: 'https://nordwerk.example' },
  { key: 'kraftmann', name: 'Kraftmann', link: 'https://kraftmann.example' },
  { key: 'stahlkappe', name: 'Stahlkappe', link: 'https://stahlkappe.example' },
  { key: 'alpenschutz', name: 'Alpenschutz', link: 'https://alpenschutz.example' },
  { key: 'hansa-workwear', name: 'Hansa Workwear', link: 'https://hansa-workwear.example' },
  { key: 'rheinland-safety', name: 'Rheinland Safety', link: 'https://rheinland-safety.example' },
  { key: 'brandt-soehne', name: 'Brandt & Söhne', link: 'https://brandt-soehne.example' },
  { key: 'wetterfest', name: 'Wetterfest', link: 'https://wetterfest.example' },
]

export const CLOSING: Record<Locale, string> = {
  'de-DE': 'Gemacht für Handwerk, Bau und Logistik.',
  'en-GB': 'Made for trades, construction and logistics.',
}
