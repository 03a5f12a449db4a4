-- The catalog at full depth (variants, properties, price tiers, availability, pictures, reviews) and at
-- 300,000 products: integer keys inside, hex ids at the edge; one denormalised listing row per product
-- and category for filters, sorting and facets; facet counts per category; full-text search per language.
-- The product tables of 0001 are replaced (the seed refills them); ids on the wire stay the same.

DROP TABLE product_search;
DROP TABLE product_listing;
DROP TABLE product_category;
DROP TABLE product_option;
DROP TABLE product_translation;
DROP TABLE product;
-- Product pictures are drawn from their id now (see media.ts); category and content pictures stay rows.
DELETE FROM media WHERE kind = 'product';

-- Small stable integers for the listing rows; NULL for rows the catalog seed did not write.
ALTER TABLE category ADD COLUMN ordinal INTEGER;
CREATE UNIQUE INDEX category_ordinal ON category (ordinal);
ALTER TABLE manufacturer ADD COLUMN ordinal INTEGER;
CREATE UNIQUE INDEX manufacturer_ordinal ON manufacturer (ordinal);
ALTER TABLE property_group ADD COLUMN filterable INTEGER NOT NULL DEFAULT 1;
-- An option's bit in listing.options (0..62, so a set fits SQLite's signed 64-bit integer).
ALTER TABLE property_option ADD COLUMN bit INTEGER;
CREATE UNIQUE INDEX property_option_bit ON property_option (bit);

-- A personalised line item (product designer) keeps its payload; the same product with another
-- payload is another line item.
ALTER TABLE cart_line_item ADD COLUMN payload TEXT;

-- Listed products (Shopware's parents). pid is the product's ordinal: its number is SW{10000 + pid}.
-- Money is gross cents; tiers is JSON [[quantityStart, cents], …] for the tiers after the first.
CREATE TABLE product (
  pid INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  product_number TEXT NOT NULL,
  main_vid INTEGER NOT NULL,
  manufacturer INTEGER NOT NULL,
  category_id TEXT NOT NULL,
  shape TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  tiers TEXT,
  tax_rate INTEGER NOT NULL DEFAULT 19,
  min_purchase INTEGER NOT NULL DEFAULT 1,
  max_purchase INTEGER,
  purchase_steps INTEGER NOT NULL DEFAULT 1,
  unit TEXT,
  purchase_unit REAL,
  reference_unit REAL,
  pack_unit INTEGER NOT NULL DEFAULT 0,
  delivery_min INTEGER NOT NULL,
  delivery_max INTEGER NOT NULL,
  shipping_free INTEGER NOT NULL DEFAULT 0,
  topseller INTEGER NOT NULL DEFAULT 0,
  closeout INTEGER NOT NULL DEFAULT 0,
  release_date TEXT,
  rating_average REAL,
  review_count INTEGER NOT NULL DEFAULT 0,
  sales INTEGER NOT NULL DEFAULT 0,
  -- JSON array of property option bits (material, protection class, season, fit).
  properties TEXT NOT NULL DEFAULT '[]',
  pictures INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX product_id ON product (id);

-- Texts; keywords hold what a search should also find (generic nouns, colours, categories, maker).
CREATE TABLE product_translation (
  pid INTEGER NOT NULL,
  language_id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  keywords TEXT NOT NULL,
  PRIMARY KEY (pid, language_id)
) WITHOUT ROWID;

-- Variants inherit everything else from their product. size and colour are option bits.
CREATE TABLE variant (
  vid INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  pid INTEGER NOT NULL,
  position INTEGER NOT NULL,
  size INTEGER,
  colour INTEGER NOT NULL,
  stock INTEGER NOT NULL,
  restock_days INTEGER,
  supplier_in_stock INTEGER NOT NULL DEFAULT 0,
  supplier_available_from TEXT,
  catalog_product INTEGER NOT NULL DEFAULT 0,
  deliverable INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX variant_id ON variant (id);
CREATE INDEX variant_product ON variant (pid, position);

-- One row per listed product and category on its path to the root (category = category.ordinal).
-- options: bit set of every option its variants and properties carry; price: cheapest gross cents;
-- rating: average × 10; flags: 1 shipping-free, 2 deliverable now (in stock, released), 4 topseller,
-- 8 available (can be bought: deliverable, and in stock if a closeout).
CREATE TABLE listing (
  category INTEGER NOT NULL,
  pid INTEGER NOT NULL,
  manufacturer INTEGER NOT NULL,
  options INTEGER NOT NULL,
  price INTEGER NOT NULL,
  rating INTEGER,
  sales INTEGER NOT NULL,
  flags INTEGER NOT NULL,
  name_rank_de INTEGER NOT NULL,
  name_rank_en INTEGER NOT NULL,
  PRIMARY KEY (category, pid)
) WITHOUT ROWID;
-- Sorted pages without filters walk these; a filtered page scans the category's rows and sorts.
CREATE INDEX listing_name_de ON listing (category, name_rank_de);
CREATE INDEX listing_name_en ON listing (category, name_rank_en);
CREATE INDEX listing_price ON listing (category, price);
CREATE INDEX listing_sales ON listing (category, sales);
CREATE INDEX listing_rating ON listing (category, rating);
-- Facets: counting makers or options groups a category's rows in index order, and every column a
-- listing filter reads is in the index, so no row is looked up.
CREATE INDEX listing_manufacturer ON listing (category, manufacturer, options, price, rating, flags);
CREATE INDEX listing_options ON listing (category, options, manufacturer, price, rating, flags);

-- Facet counts of a whole category (no filters), rewritten after the catalog changes: the first
-- listing page of a category reads one row instead of counting its products.
CREATE TABLE category_facets (
  category INTEGER PRIMARY KEY,
  total INTEGER NOT NULL,
  price_min INTEGER,
  price_max INTEGER,
  rating_max INTEGER,
  shipping_free INTEGER NOT NULL,
  -- JSON objects: manufacturer ordinal → count, option bit → count.
  manufacturers TEXT NOT NULL,
  options TEXT NOT NULL
);

CREATE TABLE product_review (
  pid INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  language_id TEXT NOT NULL,
  points INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  author TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (pid, seq)
) WITHOUT ROWID;

-- Full-text search, one index per language (one shared index made prefix queries twice as slow).
-- rowid = band << 32 | pid, band 0 for products deliverable now, so rowid order is "in stock first".
-- Contentless: the index alone, the texts live in product_translation.
CREATE VIRTUAL TABLE product_search_de USING fts5 (
  name, product_number, keywords, description,
  content = '', contentless_delete = 1, detail = column, tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE product_search_en USING fts5 (
  name, product_number, keywords, description,
  content = '', contentless_delete = 1, detail = column, tokenize = 'unicode61 remove_diacritics 2'
);
