/**
 * The fields criteria may name, per entity, mapped to SQL. Products are read from listing rows `l`
 * (one per product and category) with `p` (product), `t` (texts in the request language) and `v`
 * (the main variant) joined on demand; reviews from `r`; lexicon entries from `e` with their texts
 * `t`; blog posts from `p`; redirects from asx_redirect itself.
 */
import type { Locale } from '../../shared/constants'
import type { EntitySchema, FieldDef } from './types'

/** A column of the listing row: filters compare it without an index (see FieldDef.filterSql). */
const column = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  type,
  sql: `l.${name}`,
  filterSql: `+l.${name}`,
  ...extra,
})
const product = (sql: string, type: FieldDef['type'] = 'string', extra: Partial<FieldDef> = {}): FieldDef => ({
  type,
  sql,
  joins: ['product'],
  ...extra,
})
const text = (column: string): FieldDef => ({ type: 'string', sql: `t.${column}`, joins: ['translation'] })

const manufacturer = column('manufacturer', 'id', {
  lookup: { table: 'manufacturer', key: 'ordinal', column: 'id' },
  entity: 'product_manufacturer',
})
const options: FieldDef = { type: 'option', sql: 'l.options', entity: 'property_group_option' }
const price = column('price', 'number', { scale: 100 })
const stock: FieldDef = { type: 'number', sql: 'v.stock', joins: ['product', 'variant'] }
/** A product is in a category when one of its listing rows is. */
const category: FieldDef = {
  type: 'id',
  sql: 'l.pid',
  lookup: { table: 'listing c JOIN category k ON k.ordinal = c.category', key: 'c.pid', column: 'k.id' },
}

function productFields(locale: Locale): Record<string, FieldDef> {
  const rank = locale === 'en-GB' ? 'l.name_rank_en' : 'l.name_rank_de'
  return {
    // Listing elements are main variants: ids name variants, parentId the product.
    id: { type: 'id', sql: 'l.pid', lookup: { table: 'variant', key: 'pid', column: 'id' } },
    // A simple product (its one variant row carries the product's own id) has no parent, as its answers
    // show: a null parent finds it, its own id as a parent does not.
    parentId: {
      type: 'id',
      sql: 'l.pid',
      lookup: {
        table: '(SELECT pid, id FROM product WHERE id NOT IN (SELECT id FROM variant))',
        key: 'pid',
        column: 'id',
      },
      nullSql: 'l.pid IN (SELECT p.pid FROM product p JOIN variant v ON v.id = p.id)',
    },
    productNumber: product('p.product_number', 'string', { sortSql: 'l.pid' }),
    name: { ...text('name'), sortSql: rank },
    description: text('description'),
    keywords: text('keywords'),
    manufacturerId: manufacturer,
    'manufacturer.id': manufacturer,
    'manufacturer.name': column('manufacturer', 'string', {
      lookup: { table: 'manufacturer', key: 'ordinal', column: 'name' },
    }),
    categoryIds: category,
    'categories.id': category,
    categoryTree: category,
    propertyIds: options,
    'properties.id': options,
    optionIds: options,
    'options.id': options,
    price,
    cheapestPrice: price,
    'calculatedPrice.unitPrice': price,
    'calculatedCheapestPrice.unitPrice': price,
    ratingAverage: column('rating', 'number', { scale: 10 }),
    sales: column('sales', 'number'),
    shippingFree: { type: 'boolean', sql: '(l.flags & 1)' },
    markAsTopseller: { type: 'boolean', sql: '((l.flags >> 2) & 1)' },
    available: { type: 'boolean', sql: '((l.flags >> 3) & 1)' },
    stock,
    availableStock: stock,
    isCloseout: product('p.closeout', 'boolean'),
    releaseDate: product('p.release_date', 'date'),
    createdAt: product('p.created_at', 'date'),
    minPurchase: product('p.min_purchase', 'number'),
    purchaseSteps: product('p.purchase_steps', 'number'),
    maxPurchase: product('coalesce(p.max_purchase, 100)', 'number'),
    // Listing parameters resolved to stored values (maker ordinals, option bits) before compiling.
    // Sargable: the maker index narrows a category's rows to the chosen makers' (it covers every filter column).
    _manufacturer: { type: 'number', sql: 'l.manufacturer' },
    _optionMask: { type: 'mask', sql: 'l.options' },
    // Listing flag 2: deliverable now (in stock and released), the availability filter.
    _deliverable: { type: 'boolean', sql: '((l.flags >> 1) & 1)' },
  }
}

/** The product schema for one request language (name sorting follows that language's alphabet). */
export const productSchema: Record<Locale, EntitySchema> = {
  'de-DE': { entity: 'product', fields: productFields('de-DE') },
  'en-GB': { entity: 'product', fields: productFields('en-GB') },
}

export const reviewSchema: EntitySchema = {
  entity: 'product_review',
  fields: {
    id: { type: 'id', sql: 'r.id' },
    productId: { type: 'id', sql: 'r.pid', lookup: { table: 'product', key: 'pid', column: 'id' } },
    languageId: { type: 'id', sql: 'r.language_id' },
    points: { type: 'number', sql: 'r.points' },
    title: { type: 'string', sql: 'r.title' },
    content: { type: 'string', sql: 'r.content' },
    externalUser: { type: 'string', sql: 'r.author' },
    // A customer finds their own review (to edit it) by filtering on their id.
    customerId: { type: 'id', sql: 'r.customer_id' },
    status: { type: 'boolean', sql: 'r.status' },
    createdAt: { type: 'date', sql: 'r.created_at' },
  },
}

/** The shop's lexicon (asx_lexicon_entry): by id, or by the letter a term is filed under in the request language. */
export const lexiconSchema: EntitySchema = {
  entity: 'asx_lexicon_entry',
  fields: {
    id: { type: 'id', sql: 'e.id' },
    letter: { type: 'letter', sql: 't.letter' },
  },
}

export const blogPostSchema: EntitySchema = {
  entity: 'asx_blog_post',
  fields: {
    id: { type: 'id', sql: 'p.id' },
    publishedAt: { type: 'date', sql: 'p.published_at' },
  },
}

/** The manual redirect list (asx_redirect). */
export const redirectSchema: EntitySchema = {
  entity: 'asx_redirect',
  fields: {
    status: { type: 'string', sql: 'status' },
    sourceUrl: { type: 'string', sql: 'source_url' },
  },
}
