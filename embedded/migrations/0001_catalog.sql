-- The embedded Store API's schema: catalog, SEO URLs, search index, contexts, carts and customers.
-- Ids are 32-hex strings (Shopware UUIDs without dashes); money is integer cents, gross.

CREATE TABLE language (
  id TEXT PRIMARY KEY,
  locale_code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE media (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('product', 'category')),
  -- What the generated picture shows: a silhouette shape, its colour and a caption.
  shape TEXT NOT NULL,
  colour_hex TEXT NOT NULL,
  caption TEXT NOT NULL,
  width INTEGER NOT NULL DEFAULT 1920,
  height INTEGER NOT NULL DEFAULT 1920
);

-- path is Shopware's ancestor list '|rootId|parentId|'; level 1 is the root.
CREATE TABLE category (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES category(id),
  path TEXT NOT NULL DEFAULT '',
  level INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  visible INTEGER NOT NULL DEFAULT 1,
  media_id TEXT REFERENCES media(id)
);
CREATE INDEX category_parent ON category (parent_id, position);

CREATE TABLE category_translation (
  category_id TEXT NOT NULL REFERENCES category(id),
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT,
  PRIMARY KEY (category_id, language_id)
) WITHOUT ROWID;

CREATE TABLE manufacturer (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  link TEXT
);

CREATE TABLE property_group (
  id TEXT PRIMARY KEY,
  display_type TEXT NOT NULL DEFAULT 'text',
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE property_group_translation (
  group_id TEXT NOT NULL REFERENCES property_group(id),
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  PRIMARY KEY (group_id, language_id)
) WITHOUT ROWID;

CREATE TABLE property_option (
  id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES property_group(id),
  position INTEGER NOT NULL DEFAULT 0,
  colour_hex TEXT
);

CREATE TABLE property_option_translation (
  option_id TEXT NOT NULL REFERENCES property_option(id),
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  PRIMARY KEY (option_id, language_id)
) WITHOUT ROWID;

-- A listed product is a parent; its variants carry parent_id. Variants repeat the parent's
-- inheritable columns so reads need no COALESCE over the parent row.
CREATE TABLE product (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES product(id),
  main_variant_id TEXT,
  product_number TEXT NOT NULL UNIQUE,
  stock INTEGER NOT NULL DEFAULT 0,
  price_cents INTEGER NOT NULL,
  tax_rate INTEGER NOT NULL DEFAULT 19,
  manufacturer_id TEXT REFERENCES manufacturer(id),
  cover_id TEXT REFERENCES media(id),
  shipping_free INTEGER NOT NULL DEFAULT 0,
  topseller INTEGER NOT NULL DEFAULT 0,
  release_date TEXT,
  rating_average REAL,
  delivery_days_min INTEGER NOT NULL DEFAULT 1,
  delivery_days_max INTEGER NOT NULL DEFAULT 3,
  restock_days INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX product_parent ON product (parent_id);

-- Variants inherit texts from their parent: translations exist for parents (and simple products).
CREATE TABLE product_translation (
  product_id TEXT NOT NULL REFERENCES product(id),
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  keywords TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, language_id)
) WITHOUT ROWID;

CREATE TABLE product_option (
  product_id TEXT NOT NULL REFERENCES product(id),
  option_id TEXT NOT NULL REFERENCES property_option(id),
  PRIMARY KEY (product_id, option_id)
) WITHOUT ROWID;

-- The category a parent product is assigned to (its leaf category).
CREATE TABLE product_category (
  product_id TEXT NOT NULL REFERENCES product(id),
  category_id TEXT NOT NULL REFERENCES category(id),
  PRIMARY KEY (product_id, category_id)
) WITHOUT ROWID;
CREATE INDEX product_category_category ON product_category (category_id);

-- Denormalised listing index: one row per listed product (its main variant), per category on its
-- path to the root, per language, so a category page is an index range in either sort order
-- instead of a join and a sort over the whole catalog.
CREATE TABLE product_listing (
  category_id TEXT NOT NULL,
  language_id TEXT NOT NULL,
  name_sort TEXT NOT NULL,
  product_id TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  PRIMARY KEY (category_id, language_id, name_sort, product_id)
) WITHOUT ROWID;
CREATE INDEX product_listing_price ON product_listing (category_id, language_id, price_cents, name_sort);

CREATE TABLE seo_url (
  id TEXT PRIMARY KEY,
  language_id TEXT NOT NULL REFERENCES language(id),
  route_name TEXT NOT NULL,
  foreign_key TEXT NOT NULL,
  path_info TEXT NOT NULL,
  seo_path_info TEXT NOT NULL,
  is_canonical INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX seo_url_path ON seo_url (language_id, seo_path_info);
CREATE INDEX seo_url_foreign_key ON seo_url (language_id, foreign_key, route_name);
CREATE INDEX seo_url_route ON seo_url (language_id, route_name, seo_path_info);

-- Full-text search: one row per listed product and language; product_id is the listed (main
-- variant) id. Keywords hold the generic nouns of compound names ("Jacke" in "Softshelljacke").
CREATE VIRTUAL TABLE product_search USING fts5 (
  name,
  product_number,
  keywords,
  description,
  product_id UNINDEXED,
  language_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TABLE customer (
  id TEXT PRIMARY KEY,
  customer_number TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  account_type TEXT NOT NULL CHECK (account_type IN ('private', 'business')),
  salutation_key TEXT NOT NULL DEFAULT 'not_specified',
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  vat_id TEXT,
  -- PBKDF2-SHA256, hex encoded.
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  guest INTEGER NOT NULL DEFAULT 0,
  language_id TEXT REFERENCES language(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE context (
  token TEXT PRIMARY KEY,
  language_id TEXT NOT NULL,
  customer_id TEXT REFERENCES customer(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE cart (
  token TEXT PRIMARY KEY REFERENCES context(token),
  name TEXT NOT NULL DEFAULT 'sales-channel',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE cart_line_item (
  cart_token TEXT NOT NULL REFERENCES cart(token),
  id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (cart_token, id)
) WITHOUT ROWID;
