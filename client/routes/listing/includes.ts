/**
 * Store API `includes` (fields per apiAlias) for the product lists the pages render, so the hydration
 * data carries what the views read and nothing more (docs/decisions/038-lean-hydration-data.md).
 * Shopware keeps `translated` to the fields an entity's list names, so `name` + `translated` sends the
 * translated name alone.
 */

/** What a product card reads (components/listing/ProductCard.tsx, product/Availability.tsx, product/price.ts). */
export const PRODUCT_CARD_INCLUDES = {
  product: [
    'id',
    'name',
    'translated',
    'cover',
    'calculatedPrice',
    'seoUrls',
    'stock',
    'availableStock',
    'isCloseout',
    'releaseDate',
    'availability',
    'shippingFree',
  ],
  product_media: ['media'],
  media: ['url', 'alt', 'thumbnails'],
  media_thumbnail: ['url', 'width'],
  seo_url: ['seoPathInfo'],
  // The tax rate converts a gross price for a visitor who chose net prices (shared/catalog/prices.ts).
  calculated_price: ['unitPrice', 'totalPrice', 'taxRules'],
  cart_tax_rule: ['taxRate'],
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

/**
 * A landing page: its CMS layout whole, the product cards of its product boxes and sliders cut like a
 * listing's; pictures keep what components/content/MediaImage.tsx reads (alt text, size).
 */
export const LANDING_PAGE_INCLUDES = {
  ...PRODUCT_CARD_INCLUDES,
  media: [...PRODUCT_CARD_INCLUDES.media, 'translated', 'metaData'],
}

/**
 * A product page: the product whole (its view, variant switch, JSON-LD, tier prices and designer read
 * much of it), its pictures cut to what components/product/Gallery.tsx and ui/ProductImage.tsx read, its
 * SEO category to the id the breadcrumb looks up in the navigation.
 */
export const PRODUCT_DETAIL_INCLUDES = {
  product_media: ['id', 'media', 'position'],
  media: ['id', ...PRODUCT_CARD_INCLUDES.media],
  media_thumbnail: PRODUCT_CARD_INCLUDES.media_thumbnail,
  category: ['id'],
}
