-- Cart rules: promotions and the codes a cart keeps, customers' coupons, loyalty points, and
-- the cart errors that wait for the next cart answer.

-- Cart errors raised by a change outside a cart answer (a method switched by PATCH /context): a JSON
-- object keyed by error key, answered once by the next cart read and then cleared.
ALTER TABLE cart ADD COLUMN errors TEXT;

-- Promotions (Shopware's promotion, one discount each). code NULL = automatic: applies by itself when
-- the cart qualifies. value: percent for 'percentage', cents for 'absolute', unused for 'free-shipping'.
-- min_order_cents is the gross goods value the cart must reach; customer_group NULL = every shopper.
CREATE TABLE promotion (
  id TEXT PRIMARY KEY,
  code TEXT UNIQUE COLLATE NOCASE,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  valid_from TEXT,
  valid_until TEXT,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('percentage', 'absolute', 'free-shipping')),
  value INTEGER NOT NULL DEFAULT 0 CHECK (value >= 0),
  min_order_cents INTEGER NOT NULL DEFAULT 0,
  exclusive INTEGER NOT NULL DEFAULT 0,
  customer_group TEXT CHECK (customer_group IN ('private', 'business')),
  priority INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX promotion_automatic ON promotion (active) WHERE code IS NULL;

-- The codes a cart holds: kept while the cart does not qualify yet, so the promotion applies by itself
-- once it does. Removing the promotion's line item removes its code.
CREATE TABLE cart_promotion_code (
  cart_token TEXT NOT NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  position INTEGER NOT NULL,
  PRIMARY KEY (cart_token, code)
) WITHOUT ROWID;

-- A customer's coupons (gift cards): redeemable as an absolute promotion up to the residual value.
CREATE TABLE customer_coupon (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  start_cents INTEGER NOT NULL CHECK (start_cents > 0),
  residual_cents INTEGER NOT NULL CHECK (residual_cents >= 0 AND residual_cents <= start_cents),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX customer_coupon_customer ON customer_coupon (customer_id);

-- Loyalty points: one row per paid order, in review until the order can no longer be
-- returned, then booked. Only booked points count towards the level.
CREATE TABLE loyalty_transaction (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  order_id TEXT,
  order_number TEXT,
  order_date TEXT,
  points INTEGER NOT NULL,
  order_total_cents INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL DEFAULT 'in_review' CHECK (state IN ('in_review', 'booked')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX loyalty_transaction_customer ON loyalty_transaction (customer_id, created_at);

-- Platinum's individual discount in percent; NULL = the shop's default for Platinum.
ALTER TABLE customer ADD COLUMN loyalty_discount_percent INTEGER;
