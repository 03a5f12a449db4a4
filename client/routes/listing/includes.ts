/**
 * Store API `includes` (fields per apiAlias) for the product lists the pages render, so the hydration
 * data carries what the views read and nothing more (docs/decisions/038-lean-hydration-data.md).
 * Shopware keeps `translated` to the fields an entity's list names, so `name` + `translated` sends the
 * translated name alone.
 */

/** What decides a product's stock state (shared/catalog/stock.ts `StockInput`). */
const STOCK_FIELDS = [
  'stock',
  'availableStock',
  'isCloseout',
  'releaseDate',
  'available',
  'restockTime',
  'availability',
]

/**
 * What a product card reads (components/listing/ProductCard.tsx, product/Availability.tsx, product/price.ts);
 * parentId, childCount and minPurchase say whether and how many its quick add puts in the cart.
 */
export const PRODUCT_CARD_INCLUDES = {
  product: [
    'id',
    'parentId',
    'childCount',
    'minPurchase',
    'name',
    'translated',
    'cover',
    'calculatedPrice',
    'seoUrls',
    ...STOCK_FIELDS,
    'shippingFree',
  ],
  product_media: ['media'],
  media: ['url', 'alt', 'thumbnails'],
  media_thumbnail: ['url', 'width'],
  seo_url: ['seoPathInfo'],
  // The tax rate converts a gross price for a visitor who chose net prices (shared/catalog/prices.ts); the
  // reference price is the unit price and list and regulation price a reduction (product/PriceLaw.tsx).
  calculated_price: ['unitPrice', 'totalPrice', 'taxRules', 'referencePrice', 'listPrice', 'regulationPrice'],
  cart_tax_rule: ['taxRate'],
  cart_price_reference: ['price', 'purchaseUnit', 'referenceUnit', 'unitName'],
  cart_list_price: ['price'],
  cart_regulation_price: ['price'],
}

/** Product cards with nothing around them: the home page's featured products. */
export const CARD_LIST_INCLUDES = {
  ...PRODUCT_CARD_INCLUDES,
  product_listing: ['elements', 'total', 'limit'],
}

/** A listing with its filters and sorting (components/listing/ListingFilters.tsx, ProductGrid.tsx). */
export const FILTERED_LISTING_INCLUDES = {
  ...PRODUCT_CARD_INCLUDES,
  product_listing: ['elements', 'total', 'page', 'limit', 'sorting', 'availableSortings', 'aggregations'],
  product_sorting: ['key', 'label', 'translated'],
  product_manufacturer: ['id', 'name', 'translated'],
  property_group: ['id', 'name', 'translated', 'options'],
  property_group_option: ['id', 'name', 'translated', 'colorHexCode', 'count'],
}

/** Cross-selling sections: their names and product cards (components/product/CrossSelling.tsx). */
export const CROSS_SELLING_INCLUDES = {
  ...PRODUCT_CARD_INCLUDES,
  product_cross_selling: ['id', 'name', 'translated'],
}

/** What a CMS section or block is styled by (components/content/layout.ts), and its place. */
const CMS_STYLED = [
  'id',
  'position',
  'backgroundColor',
  'backgroundMedia',
  'backgroundMediaMode',
  'cssClass',
  'visibility',
]

/**
 * A landing page: its CMS layout as the views read it, the product cards of its product boxes and sliders cut like a
 * listing's; pictures keep what components/content/MediaImage.tsx reads (alt text, size).
 */
export const LANDING_PAGE_INCLUDES = {
  ...PRODUCT_CARD_INCLUDES,
  media: [...PRODUCT_CARD_INCLUDES.media, 'translated', 'metaData'],
  // What components/content (CmsPage, CmsBlock, CmsSlot, layout.ts) read of the layout.
  landing_page: ['id', 'name', 'metaTitle', 'metaDescription', 'translated', 'cmsPage'],
  cms_page: ['id', 'type', 'cssClass', 'sections'],
  cms_section: [...CMS_STYLED, 'type', 'sizingMode', 'mobileBehavior', 'blocks'],
  cms_block: [
    ...CMS_STYLED,
    'type',
    'sectionPosition',
    'marginTop',
    'marginBottom',
    'marginLeft',
    'marginRight',
    'slots',
  ],
  cms_slot: ['id', 'type', 'slot', 'config', 'translated', 'data'],
}

/**
 * A product page: the fields its view, variant switch, price details, facts, JSON-LD and designer read
 * (routes/product/page.tsx, components/product/*, shared/catalog/*); its pictures cut to what
 * components/product/Gallery.tsx and ui/ProductImage.tsx read; its SEO category to the id the
 * breadcrumb looks up in the navigation; options, properties and the configurator's groups to what
 * VariantSwitch and shared/catalog/properties.ts read (docs/decisions/044).
 */
export const PRODUCT_DETAIL_INCLUDES = {
  product: [
    'id',
    'parentId',
    'productNumber',
    'ean',
    'name',
    'description',
    'translated',
    ...STOCK_FIELDS,
    'shippingFree',
    'minPurchase',
    'maxPurchase',
    'purchaseSteps',
    'purchaseUnit',
    'referenceUnit',
    'packUnit',
    'unit',
    'deliveryTime',
    'calculatedPrice',
    'calculatedPrices',
    'manufacturer',
    'cover',
    'media',
    'optionIds',
    'options',
    'properties',
    'seoUrls',
    'seoCategory',
    'categoryIds',
    'ratingAverage',
  ],
  product_media: ['id', 'media', 'position'],
  media: ['id', ...PRODUCT_CARD_INCLUDES.media],
  media_thumbnail: PRODUCT_CARD_INCLUDES.media_thumbnail,
  category: ['id'],
  seo_url: PRODUCT_CARD_INCLUDES.seo_url,
  product_manufacturer: ['id', 'name', 'translated'],
  delivery_time: ['id', 'name', 'translated'],
  unit: ['id', 'name', 'translated'],
  property_group: ['id', 'name', 'translated', 'position', 'displayType', 'options'],
  property_group_option: ['id', 'groupId', 'name', 'translated', 'position', 'colorHexCode', 'group'],
}

/** A product's reviews as components/product/Reviews.tsx lists them. */
export const REVIEW_INCLUDES = {
  product_review: ['id', 'points', 'title', 'content', 'createdAt'],
}
