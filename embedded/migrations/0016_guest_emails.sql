-- Guest checkout with the email of an account (decision 027): Shopware lets guest customers use
-- the email of a registered account, and one email may have several guest records. customer.email was
-- UNIQUE since 0001; SQLite cannot drop a column constraint, so the table is rebuilt with one unique
-- index on lower(email) for registered accounts only (emails are stored as typed and looked up
-- case-insensitively, 0005).
--
-- D1 keeps foreign keys on in every migration: DROP TABLE customer deletes its rows first, and the
-- ON DELETE CASCADE of the tables that reference customer would delete their rows with them (deferring
-- foreign keys defers the checks, not the actions). Those rows are kept aside and written back once the
-- new table carries the name again. context.customer_id has no action; its references stay valid
-- because every id is copied.
PRAGMA defer_foreign_keys = on;

CREATE TABLE customer_next (
  id TEXT PRIMARY KEY,
  customer_number TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  account_type TEXT NOT NULL CHECK (account_type IN ('private', 'business')),
  salutation_key TEXT NOT NULL DEFAULT 'not_specified',
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  vat_id TEXT,
  -- PBKDF2-SHA256, hex encoded; empty for guests.
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  guest INTEGER NOT NULL DEFAULT 0,
  language_id TEXT REFERENCES language(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  title TEXT,
  birthday TEXT,
  -- JSON array of VAT ids (Shopware's vatIds); vat_id is its first entry.
  vat_ids TEXT,
  default_billing_address_id TEXT,
  default_shipping_address_id TEXT,
  default_payment_method_id TEXT,
  double_opt_in_registration INTEGER NOT NULL DEFAULT 0,
  double_opt_in_hash TEXT,
  double_opt_in_confirmed_at TEXT,
  newsletter INTEGER NOT NULL DEFAULT 0,
  last_login_at TEXT,
  updated_at TEXT,
  loyalty_discount_percent INTEGER,
  credit_limit_cents INTEGER CHECK (credit_limit_cents IS NULL OR credit_limit_cents >= 0)
);
INSERT INTO customer_next (
  id, customer_number, email, account_type, salutation_key, first_name, last_name, company, vat_id,
  password_hash, password_salt, password_iterations, active, guest, language_id, created_at, title,
  birthday, vat_ids, default_billing_address_id, default_shipping_address_id, default_payment_method_id,
  double_opt_in_registration, double_opt_in_hash, double_opt_in_confirmed_at, newsletter, last_login_at,
  updated_at, loyalty_discount_percent, credit_limit_cents)
SELECT
  id, customer_number, email, account_type, salutation_key, first_name, last_name, company, vat_id,
  password_hash, password_salt, password_iterations, active, guest, language_id, created_at, title,
  birthday, vat_ids, default_billing_address_id, default_shipping_address_id, default_payment_method_id,
  double_opt_in_registration, double_opt_in_hash, double_opt_in_confirmed_at, newsletter, last_login_at,
  updated_at, loyalty_discount_percent, credit_limit_cents
FROM customer;

-- The rows DROP TABLE customer would cascade away (every table whose foreign key says ON DELETE CASCADE).
CREATE TABLE keep_customer_address AS SELECT * FROM customer_address;
CREATE TABLE keep_customer_recovery AS SELECT * FROM customer_recovery;
CREATE TABLE keep_customer_wishlist AS SELECT * FROM customer_wishlist;
CREATE TABLE keep_customer_wishlist_product AS SELECT * FROM customer_wishlist_product;
CREATE TABLE keep_customer_coupon AS SELECT * FROM customer_coupon;
CREATE TABLE keep_loyalty_transaction AS SELECT * FROM loyalty_transaction;

DROP TABLE customer;
ALTER TABLE customer_next RENAME TO customer;

INSERT INTO customer_address SELECT * FROM keep_customer_address;
INSERT INTO customer_recovery SELECT * FROM keep_customer_recovery;
INSERT INTO customer_wishlist SELECT * FROM keep_customer_wishlist;
INSERT INTO customer_wishlist_product SELECT * FROM keep_customer_wishlist_product;
INSERT INTO customer_coupon SELECT * FROM keep_customer_coupon;
INSERT INTO loyalty_transaction SELECT * FROM keep_loyalty_transaction;
DROP TABLE keep_customer_address;
DROP TABLE keep_customer_recovery;
DROP TABLE keep_customer_wishlist;
DROP TABLE keep_customer_wishlist_product;
DROP TABLE keep_customer_coupon;
DROP TABLE keep_loyalty_transaction;

-- The customer table's indexes (0005), and the one rule the UNIQUE column kept: a registered account's
-- email is taken once, whatever its case. Guests share emails with accounts and with each other.
CREATE INDEX customer_opt_in_hash ON customer (double_opt_in_hash) WHERE double_opt_in_hash IS NOT NULL;
CREATE INDEX customer_email_lower ON customer (lower(email));
CREATE UNIQUE INDEX customer_email_registered ON customer (lower(email)) WHERE guest = 0;

PRAGMA defer_foreign_keys = off;
