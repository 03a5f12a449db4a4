/**
 * Digital products: safety briefings and guides sold as downloads. They live in the seed's
 * static part: the same few products, with the same ids and numbers, in a seed of any size. Their
 * row numbers (pid) follow the planned products' (the listing's in-memory columns are indexed by
 * pid, so they stay dense). Each is a simple product (no variants, no options to choose): its one
 * variant row carries the product's own id and number. It has no stock limit, ships free and carries
 * one PDF download whose text lines the worker renders on every download.
 */
import type { Locale } from '../../../shared/constants'
import { uuidFor } from '../../../shared/ids'
import { COLOURS, MANUFACTURERS, type ProductType, type Texts } from './data'
import type { ProductPlan, VariantPlan } from './products'
import { productMediaId } from '../keys'
import { optionBit } from './depth'
import { insert, type SeedStatement } from '../sql'

/** Enough for any order: the cart never limits a digital product by its stock. */
const UNLIMITED_STOCK = 1_000_000

interface DigitalDef {
  name: Texts
  description: Texts
  keywords: Texts
  priceCents: number
  fileName: string
  title: string
  content: string[]
}

export const DIGITAL_PRODUCTS: DigitalDef[] = [
  {
    name: { 'de-DE': 'Unterweisung Arbeitsschutz', 'en-GB': 'Safety briefing' },
    description: {
      'de-DE':
        'Die jährliche Unterweisung Arbeitsschutz als PDF-Leitfaden: Gefährdungen, Schutzausrüstung, Verhalten im Notfall. Sofort nach der Zahlung im Kundenkonto herunterladen.',
      'en-GB':
        'The annual safety briefing as a PDF guide: hazards, protective equipment, what to do in an emergency. Download it from your account right after payment.',
    },
    keywords: { 'de-DE': 'Unterweisung Leitfaden PDF Download', 'en-GB': 'briefing guide PDF download' },
    priceCents: 1990,
    fileName: 'unterweisung-arbeitsschutz',
    title: 'Unterweisung Arbeitsschutz',
    content: [
      '1. Gefährdungen am Arbeitsplatz erkennen und melden.',
      '2. Persönliche Schutzausrüstung: Helm, Sicherheitsschuhe, Handschuhe, Warnweste.',
      '3. Verhalten im Notfall: Ersthelfer, Notruf 112, Sammelplatz.',
      '4. Die Unterweisung ist jährlich zu wiederholen und zu dokumentieren.',
    ],
  },
  {
    name: { 'de-DE': 'E-Learning Absturzsicherung Zertifikat', 'en-GB': 'E-learning fall protection certificate' },
    description: {
      'de-DE':
        'Der Kurs Absturzsicherung mit Zertifikat: Anschlagpunkte, Auffanggurte, Rettung. Die Kursunterlagen stehen nach der Zahlung als PDF bereit.',
      'en-GB':
        'The fall protection course with certificate: anchor points, harnesses, rescue. The course material is ready as a PDF after payment.',
    },
    keywords: { 'de-DE': 'E-Learning Kurs Zertifikat Download', 'en-GB': 'e-learning course certificate download' },
    priceCents: 4990,
    fileName: 'e-learning-absturzsicherung',
    title: 'E-Learning Absturzsicherung',
    content: [
      'Modul 1: Anschlagpunkte und ihre Tragfähigkeit.',
      'Modul 2: Auffanggurte anlegen und prüfen.',
      'Modul 3: Rettung aus der Höhe binnen 20 Minuten.',
      'Das Zertifikat gilt nach bestandenem Abschlusstest ein Jahr.',
    ],
  },
]

const CATEGORY = 'unterweisungen'
const COLOUR = COLOURS.find((c) => c.key === 'orange')!
const digitalType = (def: DigitalDef): ProductType => ({
  category: CATEGORY,
  article: 'Die',
  name: def.name,
  keywords: def.keywords,
  sizes: 'none',
  colours: [COLOUR.key],
  maxColours: 1,
  price: [Math.ceil(def.priceCents / 100), Math.ceil(def.priceCents / 100)],
  shape: 'folder',
  features: { 'de-DE': [], 'en-GB': [] } as Record<Locale, string[]>,
})

/** The pid of the i-th digital product (0-based) in a seed of `products` planned products. */
const digitalPid = (i: number, products: number) => products + 1 + i
/** Ids of digital product i (0-based) and its download file, in a seed of any size. */
export const digitalProductId = (i: number) => uuidFor(`product:digital:${i}`)
const productDownloadId = (i: number) => uuidFor(`product-download:digital:${i}`)

/** Digital product i as a product plan, so it becomes rows like every other product. */
function planDigital(i: number, products: number): ProductPlan {
  const def = DIGITAL_PRODUCTS[i]
  const n = digitalPid(i, products)
  const main: VariantPlan = {
    // A simple product: its only variant is the product itself.
    id: digitalProductId(i),
    v: 1,
    number: `SWD${1001 + i}`,
    colour: COLOUR,
    stock: UNLIMITED_STOCK,
    restockDays: null,
    mediaId: productMediaId(n, optionBit('colour', COLOUR.key)),
    supplierInStock: false,
    supplierAvailableFrom: null,
    catalogProduct: false,
    deliverable: true,
  }
  return {
    n,
    id: digitalProductId(i),
    number: `SWD${1001 + i}`,
    type: digitalType(def),
    profile: { properties: {} },
    name: def.name,
    description: def.description,
    manufacturer: MANUFACTURERS[0],
    priceCents: def.priceCents,
    tiers: [],
    former: null,
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: null,
    shippingFree: true,
    topseller: false,
    closeout: false,
    outlet: false,
    releaseDate: new Date(Date.UTC(2024, 0, 1)).toISOString(),
    rating: null,
    reviews: [],
    sales: 0,
    deliveryDays: [0, 0],
    properties: [],
    pictures: 1,
    variants: [main],
    main,
  }
}

export const digitalPlans = (products: number) => DIGITAL_PRODUCTS.map((_, i) => planDigital(i, products))
/** The digital products' names, ranked after the planned products' names (seed/index.ts nameRanks). */
export const digitalNames = () => DIGITAL_PRODUCTS.map((d) => d.name)

/** The download files of the digital products. */
export function productDownloadStatements(products: number): SeedStatement[] {
  return insert(
    'product_download',
    ['id', 'pid', 'position', 'file_name', 'file_extension', 'mime_type', 'title', 'content'],
    DIGITAL_PRODUCTS.map((def, i) => [
      productDownloadId(i),
      digitalPid(i, products),
      0,
      def.fileName,
      'pdf',
      'application/pdf',
      def.title,
      JSON.stringify(def.content),
    ]),
  )
}
