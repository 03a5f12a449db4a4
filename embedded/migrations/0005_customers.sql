-- Customers at full depth: the context's selections, customer defaults, double opt-in and
-- recovery, addresses, wishlist, newsletter, written reviews and the mail outbox.

-- The shopper's selections on a session. NULL means the sales channel's default (embedded/platform/reference.ts).
ALTER TABLE context ADD COLUMN currency_id TEXT;
ALTER TABLE context ADD COLUMN country_id TEXT;
ALTER TABLE context ADD COLUMN shipping_method_id TEXT;
ALTER TABLE context ADD COLUMN payment_method_id TEXT;
ALTER TABLE context ADD COLUMN shipping_address_id TEXT;
ALTER TABLE context ADD COLUMN billing_address_id TEXT;
CREATE INDEX context_customer ON context (customer_id);

ALTER TABLE customer ADD COLUMN title TEXT;
ALTER TABLE customer ADD COLUMN birthday TEXT;
-- JSON array of VAT ids (Shopware's vatIds); the old single vat_id column is kept as its first entry.
ALTER TABLE customer ADD COLUMN vat_ids TEXT;
ALTER TABLE customer ADD COLUMN default_billing_address_id TEXT;
ALTER TABLE customer ADD COLUMN default_shipping_address_id TEXT;
ALTER TABLE customer ADD COLUMN default_payment_method_id TEXT;
-- Registration double opt-in: the hash of the confirmation link, and when it was confirmed.
ALTER TABLE customer ADD COLUMN double_opt_in_registration INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customer ADD COLUMN double_opt_in_hash TEXT;
ALTER TABLE customer ADD COLUMN double_opt_in_confirmed_at TEXT;
ALTER TABLE customer ADD COLUMN newsletter INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customer ADD COLUMN last_login_at TEXT;
ALTER TABLE customer ADD COLUMN updated_at TEXT;
UPDATE customer SET vat_ids = json_array(vat_id) WHERE vat_id IS NOT NULL;
CREATE INDEX customer_opt_in_hash ON customer (double_opt_in_hash) WHERE double_opt_in_hash IS NOT NULL;
-- Login and registration look emails up case-insensitively.
CREATE INDEX customer_email_lower ON customer (lower(email));

CREATE TABLE customer_address (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL,
  country_state_id TEXT,
  salutation_key TEXT NOT NULL DEFAULT 'not_specified',
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  department TEXT,
  street TEXT NOT NULL,
  additional_address_line1 TEXT,
  additional_address_line2 TEXT,
  zipcode TEXT,
  city TEXT NOT NULL,
  phone_number TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);
CREATE INDEX customer_address_customer ON customer_address (customer_id);

-- Password recovery: one open hash per customer, valid for two hours (Shopware's default).
CREATE TABLE customer_recovery (
  hash TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The server-side wishlist of a customer (Shopware: customer_wishlist + customer_wishlist_product).
CREATE TABLE customer_wishlist_product (
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (customer_id, product_id)
) WITHOUT ROWID;

-- Newsletter recipients; status as Shopware: notSet, direct, optIn (mail sent), optOut, undefined.
CREATE TABLE newsletter_recipient (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  salutation_key TEXT,
  title TEXT,
  first_name TEXT,
  last_name TEXT,
  zip_code TEXT,
  city TEXT,
  street TEXT,
  status TEXT NOT NULL CHECK (status IN ('notSet', 'direct', 'optIn', 'optOut', 'undefined')),
  hash TEXT NOT NULL UNIQUE,
  language_id TEXT NOT NULL,
  confirmed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);

-- Reviews written by customers: who wrote it (one review per customer and product) and whether it shows.
ALTER TABLE product_review ADD COLUMN customer_id TEXT;
ALTER TABLE product_review ADD COLUMN status INTEGER NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX product_review_customer ON product_review (pid, customer_id) WHERE customer_id IS NOT NULL;

-- Every mail the embedded shop sends, written first and delivered by the queue consumer.
-- status: queued → sent | failed; kept = no transport configured (offline), read by `npm run mailbox`.
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  -- JSON array of the links the mail carries (confirmation, reset), for the mailbox and tests.
  links TEXT NOT NULL DEFAULT '[]',
  language_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'kept')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);
CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient, created_at);
CREATE INDEX mail_outbox_status ON mail_outbox (status, created_at);
