/**
 * The seed's depth: property groups, per-type properties, tiers and reviews (the units, views and
 * accessories the Store API itself uses are the catalog's own, catalog/vocabulary.ts).
 */
import type { Locale } from '../../../shared/constants'
import { ALL_SIZES, COLOURS, type Texts } from './data'

const t = (de: string, en?: string): Partial<Texts> =>
  en === undefined ? { 'de-DE': de } : { 'de-DE': de, 'en-GB': en }

export interface OptionDef {
  key: string
  /** Texts per locale; a missing locale falls back to German (norm names read the same everywhere). */
  name: Partial<Texts>
  colourHex?: string
}

export interface GroupDef {
  code: string
  name: Texts
  displayType: 'text' | 'color'
  /** True for the variant groups (size, colour): options of variants, not properties of the product. */
  variant: boolean
  options: OptionDef[]
}

/** Every group and option; an option's bit (its place in listing rows' option sets) is its overall index. */
export const GROUPS: GroupDef[] = [
  {
    code: 'size',
    name: { 'de-DE': 'Größe', 'en-GB': 'Size' },
    displayType: 'text',
    variant: true,
    options: ALL_SIZES.map((s) => ({ key: s, name: t(s, s) })),
  },
  {
    code: 'colour',
    name: { 'de-DE': 'Farbe', 'en-GB': 'Colour' },
    displayType: 'color',
    variant: true,
    options: COLOURS.map((c) => ({ key: c.key, name: c.name, colourHex: c.hex })),
  },
  {
    code: 'material',
    name: { 'de-DE': 'Material', 'en-GB': 'Material' },
    displayType: 'text',
    variant: false,
    options: [
      { key: 'polyester', name: t('Polyester') },
      { key: 'baumwolle', name: t('Baumwolle', 'Cotton') },
      { key: 'mischgewebe', name: t('Mischgewebe', 'Blended fabric') },
      { key: 'softshell', name: t('Softshell') },
      { key: 'leder', name: t('Leder', 'Leather') },
      { key: 'nitril', name: t('Nitril', 'Nitrile') },
      { key: 'fleece', name: t('Fleece') },
      { key: 'abs', name: t('ABS-Kunststoff', 'ABS plastic') },
      { key: 'hppe', name: t('HPPE-Faser', 'HPPE fibre') },
    ],
  },
  {
    code: 'protection-class',
    name: { 'de-DE': 'Schutzklasse', 'en-GB': 'Protection class' },
    displayType: 'text',
    variant: false,
    options: [
      { key: 's1p', name: t('EN ISO 20345 S1P') },
      { key: 's3', name: t('EN ISO 20345 S3') },
      { key: 'en388-4131', name: t('EN 388 4131') },
      { key: 'en388-4x42c', name: t('EN 388 4X42C') },
      { key: 'en20471-2', name: t('EN ISO 20471 Klasse 2', 'EN ISO 20471 class 2') },
      { key: 'en20471-3', name: t('EN ISO 20471 Klasse 3', 'EN ISO 20471 class 3') },
      { key: 'en397', name: t('EN 397') },
      { key: 'en812', name: t('EN 812') },
      { key: 'en511', name: t('EN 511') },
    ],
  },
  {
    code: 'season',
    name: { 'de-DE': 'Saison', 'en-GB': 'Season' },
    displayType: 'text',
    variant: false,
    options: [
      { key: 'ganzjaehrig', name: t('Ganzjährig', 'All year') },
      { key: 'sommer', name: t('Sommer', 'Summer') },
      { key: 'winter', name: t('Winter') },
    ],
  },
  {
    code: 'fit',
    name: { 'de-DE': 'Passform', 'en-GB': 'Fit' },
    displayType: 'text',
    variant: false,
    options: [
      { key: 'regular', name: t('Regular Fit') },
      { key: 'slim', name: t('Slim Fit') },
      { key: 'comfort', name: t('Komfort', 'Comfort') },
    ],
  },
]

/** Option bits by `${groupCode}:${optionKey}`. */
export const OPTION_BITS = new Map(
  GROUPS.flatMap((g) => g.options.map((o) => `${g.code}:${o.key}`)).map((key, bit) => [key, bit]),
)
export const optionBit = (group: string, key: string): number => {
  const bit = OPTION_BITS.get(`${group}:${key}`)
  if (bit === undefined) throw new RangeError(`Unknown option ${group}:${key}`)
  return bit
}

/** Which properties a product type has: per group the options one product picks from (one each, `all` takes every one). */
export interface TypeProfile {
  properties: Partial<Record<'material' | 'protection-class' | 'season' | 'fit', string[] | { all: string[] }>>
  unit?: { unit: 'pair'; purchaseUnit: number; pack?: boolean }
  purchase?: { min: number; steps: number; max: number }
  /** First quantity of each tier after the first; a share of the type's products is tiered. */
  tiers?: number[]
}

/** Profiles by the product type's German name (catalog-data PRODUCT_TYPES). */
export const PROFILES: Record<string, TypeProfile> = {
  Softshelljacke: {
    properties: { material: ['softshell'], season: ['ganzjaehrig', 'winter'], fit: ['regular', 'slim'] },
  },
  Bundhose: {
    properties: {
      material: ['mischgewebe', 'baumwolle'],
      season: ['ganzjaehrig'],
      fit: ['regular', 'slim', 'comfort'],
    },
  },
  Sicherheitshalbschuh: {
    properties: { material: ['leder'], 'protection-class': ['s3'], season: ['ganzjaehrig', 'sommer'] },
    unit: { unit: 'pair', purchaseUnit: 1 },
  },
  Montagehandschuh: {
    properties: {
      material: ['nitril', 'polyester'],
      'protection-class': ['en388-4131', 'en388-4x42c'],
      season: ['ganzjaehrig'],
    },
    unit: { unit: 'pair', purchaseUnit: 12, pack: true },
    purchase: { min: 1, steps: 1, max: 200 },
    tiers: [10, 50],
  },
  Schutzhelm: {
    properties: { material: ['abs'], 'protection-class': ['en397'] },
    purchase: { min: 1, steps: 1, max: 50 },
    tiers: [10],
  },
  Warnweste: {
    properties: {
      material: ['polyester'],
      'protection-class': ['en20471-2', 'en20471-3'],
      season: ['ganzjaehrig', 'sommer'],
    },
    purchase: { min: 5, steps: 5, max: 500 },
    tiers: [50],
  },
  Winterjacke: {
    properties: { material: ['polyester', 'mischgewebe'], season: ['winter'], fit: ['regular', 'comfort'] },
  },
  Latzhose: {
    properties: { material: ['mischgewebe', 'baumwolle'], season: ['ganzjaehrig'], fit: ['regular', 'comfort'] },
  },
  Sicherheitsstiefel: {
    properties: { material: ['leder'], 'protection-class': ['s3'], season: ['ganzjaehrig', 'winter'] },
    unit: { unit: 'pair', purchaseUnit: 1 },
  },
  Schnittschutzhandschuh: {
    properties: { material: ['hppe'], 'protection-class': ['en388-4x42c'], season: ['ganzjaehrig'] },
    unit: { unit: 'pair', purchaseUnit: 12, pack: true },
    tiers: [10, 50],
  },
  Anstoßkappe: { properties: { material: ['polyester', 'baumwolle'], 'protection-class': ['en812'] }, tiers: [10, 50] },
  Warnschutzjacke: {
    properties: {
      material: ['polyester'],
      'protection-class': ['en20471-2', 'en20471-3'],
      season: ['winter', 'ganzjaehrig'],
      fit: ['regular', 'comfort'],
    },
  },
  Fleecejacke: { properties: { material: ['fleece'], season: ['ganzjaehrig', 'winter'], fit: ['regular', 'slim'] } },
  Arbeitsshorts: {
    properties: { material: ['baumwolle', 'mischgewebe'], season: ['sommer'], fit: ['regular', 'slim'] },
  },
  Winterhandschuh: {
    properties: {
      material: ['polyester', 'leder'],
      'protection-class': { all: ['en511', 'en388-4131'] },
      season: ['winter'],
    },
    unit: { unit: 'pair', purchaseUnit: 1 },
  },
  Parka: { properties: { material: ['polyester'], season: ['winter'], fit: ['comfort', 'regular'] } },
}

/** Review texts by points (1 to 5) and locale: [title, content]. */
export const REVIEW_TEXTS: Record<Locale, Array<[string, string]>> = {
  'de-DE': [
    [
      'Leider enttäuschend',
      'Nach wenigen Wochen auf der Baustelle zeigt sich deutlicher Verschleiß. Würde ich nicht wieder kaufen.',
    ],
    ['Geht so', 'Die Verarbeitung ist in Ordnung, die Passform fällt aber klein aus. Eine Nummer größer bestellen.'],
    ['Solide', 'Macht, was es soll. Für den Preis in Ordnung, kein Überflieger.'],
    ['Sehr zufrieden', 'Gute Verarbeitung und bequem auch nach einem langen Arbeitstag. Lieferung war schnell.'],
    ['Top Qualität', 'Robust, bequem und hält seit Monaten jedem Einsatz stand. Klare Empfehlung für das ganze Team.'],
  ],
  'en-GB': [
    ['Disappointing', 'Clear signs of wear after a few weeks on site. I would not buy it again.'],
    ['So-so', 'The workmanship is fine but it runs small. Order one size up.'],
    ['Solid', 'Does what it should. Fair for the price, nothing special.'],
    ['Very happy', 'Well made and comfortable even after a long shift. Delivery was quick.'],
    ['Top quality', 'Tough, comfortable and has stood up to months of daily use. Recommended for the whole crew.'],
  ],
}
export const REVIEWERS = [
  'Thomas K.',
  'Sabine M.',
  'Jürgen B.',
  'Aylin D.',
  'Marco R.',
  'Heike S.',
  'Dennis W.',
  'Petra L.',
]
