-- Content of the embedded Store API: CMS pages (sections → blocks → slots), landing pages, footer and
-- service navigation entries, lexicon, blog, outdated SEO paths and redirects. Texts live in *_translation tables.
-- No foreign keys point at catalog tables (language, media, product): the catalog seed empties those
-- before the content seed runs, and D1 enforces foreign keys.

CREATE TABLE cms_page (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL DEFAULT 'landingpage',
  css_class TEXT
);

CREATE TABLE cms_page_translation (
  cms_page_id TEXT NOT NULL REFERENCES cms_page(id),
  language_id TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (cms_page_id, language_id)
) WITHOUT ROWID;

-- Visibility is Shopware's {mobile, tablet, desktop}: 0 hides the element at that size.
CREATE TABLE cms_section (
  id TEXT PRIMARY KEY,
  cms_page_id TEXT NOT NULL REFERENCES cms_page(id),
  position INTEGER NOT NULL,
  type TEXT NOT NULL DEFAULT 'default' CHECK (type IN ('default', 'sidebar')),
  name TEXT,
  sizing_mode TEXT NOT NULL DEFAULT 'boxed' CHECK (sizing_mode IN ('boxed', 'full_width')),
  mobile_behavior TEXT NOT NULL DEFAULT 'wrap',
  background_color TEXT,
  background_media_id TEXT,
  background_media_mode TEXT NOT NULL DEFAULT 'cover' CHECK (background_media_mode IN ('cover', 'auto', 'contain')),
  css_class TEXT,
  visible_mobile INTEGER NOT NULL DEFAULT 1,
  visible_tablet INTEGER NOT NULL DEFAULT 1,
  visible_desktop INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX cms_section_page ON cms_section (cms_page_id, position);

CREATE TABLE cms_block (
  id TEXT PRIMARY KEY,
  cms_section_id TEXT NOT NULL REFERENCES cms_section(id),
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  name TEXT,
  section_position TEXT NOT NULL DEFAULT 'main' CHECK (section_position IN ('main', 'sidebar')),
  margin_top TEXT,
  margin_bottom TEXT,
  margin_left TEXT,
  margin_right TEXT,
  background_color TEXT,
  background_media_id TEXT,
  background_media_mode TEXT NOT NULL DEFAULT 'cover' CHECK (background_media_mode IN ('cover', 'auto', 'contain')),
  css_class TEXT,
  visible_mobile INTEGER NOT NULL DEFAULT 1,
  visible_tablet INTEGER NOT NULL DEFAULT 1,
  visible_desktop INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX cms_block_section ON cms_block (cms_section_id, position);

CREATE TABLE cms_slot (
  id TEXT PRIMARY KEY,
  cms_block_id TEXT NOT NULL REFERENCES cms_block(id),
  slot TEXT NOT NULL,
  type TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cms_slot_block ON cms_slot (cms_block_id, position);

-- A slot's config is translated as a whole (Shopware's cms_slot_translation.config), as JSON.
CREATE TABLE cms_slot_translation (
  cms_slot_id TEXT NOT NULL REFERENCES cms_slot(id),
  language_id TEXT NOT NULL,
  config TEXT NOT NULL,
  PRIMARY KEY (cms_slot_id, language_id)
) WITHOUT ROWID;

CREATE TABLE landing_page (
  id TEXT PRIMARY KEY,
  cms_page_id TEXT REFERENCES cms_page(id),
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE landing_page_translation (
  landing_page_id TEXT NOT NULL REFERENCES landing_page(id),
  language_id TEXT NOT NULL,
  name TEXT NOT NULL,
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  url TEXT NOT NULL,
  PRIMARY KEY (landing_page_id, language_id)
) WITHOUT ROWID;

-- Entries of the footer and service navigation (Shopware keeps them as categories below the sales
-- channel's footer and service roots). Links to pages outside the platform's link types (lexicon,
-- blog) name the SEO route of their target in seo_route.
CREATE TABLE navigation_entry (
  id TEXT PRIMARY KEY,
  navigation TEXT NOT NULL CHECK (navigation IN ('footer-navigation', 'service-navigation')),
  parent_id TEXT REFERENCES navigation_entry(id),
  position INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('page', 'link', 'folder')),
  link_type TEXT CHECK (link_type IN ('category', 'product', 'landing_page')),
  internal_link TEXT,
  seo_route TEXT,
  link_new_tab INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX navigation_entry_tree ON navigation_entry (navigation, position);

CREATE TABLE navigation_entry_translation (
  navigation_entry_id TEXT NOT NULL REFERENCES navigation_entry(id),
  language_id TEXT NOT NULL,
  name TEXT NOT NULL,
  external_link TEXT,
  PRIMARY KEY (navigation_entry_id, language_id)
) WITHOUT ROWID;

CREATE TABLE lexicon_entry (
  id TEXT PRIMARY KEY,
  media_id TEXT
);

-- The letter is per language: "Warnschutzklasse" is under W, "High-visibility class" under H.
CREATE TABLE lexicon_entry_translation (
  lexicon_entry_id TEXT NOT NULL REFERENCES lexicon_entry(id),
  language_id TEXT NOT NULL,
  name TEXT NOT NULL,
  letter TEXT NOT NULL CHECK (length(letter) = 1 AND letter BETWEEN 'A' AND 'Z'),
  sort_key TEXT NOT NULL,
  description TEXT NOT NULL,
  content TEXT NOT NULL,
  meta_title TEXT,
  meta_description TEXT,
  PRIMARY KEY (lexicon_entry_id, language_id)
) WITHOUT ROWID;
CREATE INDEX lexicon_entry_letter ON lexicon_entry_translation (language_id, letter, sort_key);

CREATE TABLE blog_post (
  id TEXT PRIMARY KEY,
  published_at TEXT NOT NULL,
  author TEXT NOT NULL,
  cover_media_id TEXT
);
CREATE INDEX blog_post_published ON blog_post (published_at);

CREATE TABLE blog_post_translation (
  blog_post_id TEXT NOT NULL REFERENCES blog_post(id),
  language_id TEXT NOT NULL,
  title TEXT NOT NULL,
  teaser TEXT NOT NULL,
  content TEXT NOT NULL,
  meta_title TEXT,
  meta_description TEXT,
  PRIMARY KEY (blog_post_id, language_id)
) WITHOUT ROWID;

-- Outdated SEO paths (the route guard's SEO redirect): the entity a path used to name. Its current path is
-- the entity's canonical seo_url row; keeping old paths here leaves seo_url to current paths.
CREATE TABLE seo_redirect (
  language_id TEXT NOT NULL,
  seo_path_info TEXT NOT NULL,
  route_name TEXT NOT NULL,
  foreign_key TEXT NOT NULL,
  PRIMARY KEY (language_id, seo_path_info)
) WITHOUT ROWID;

-- Manual redirects: source_url is a request path with its locale prefix; a target
-- containing https is external. type is the HTTP status the redirect answers with.
CREATE TABLE asx_redirect (
  id TEXT PRIMARY KEY,
  source_url TEXT NOT NULL UNIQUE,
  target_url TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (301, 302, 307, 308)),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  priority INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX asx_redirect_status ON asx_redirect (status, priority);
