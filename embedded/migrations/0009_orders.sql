-- Orders (decision 023): an order with copies of what the cart and the customer were when it
-- was placed (line items, addresses, customer), its delivery and payment transaction, written in one
-- D1 batch together with the stock decrement. Money on the order is what the Store API answers:
-- calculated prices as JSON, amounts in cents for reads that sum or sort.

-- Stock never goes below zero, whoever writes it: an order that would take more than a variant holds
-- aborts its whole batch (the placement catches this message and answers the refreshed cart).
CREATE TRIGGER variant_stock_guard BEFORE UPDATE OF stock ON variant
WHEN NEW.stock < 0
BEGIN
  SELECT RAISE(ABORT, 'STOCK_GUARD: stock would go below zero');
END;

CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  customer_id TEXT NOT NULL,
  -- One order per session and cart content: `{context token}:{cart hash}`. A double submit of the
  -- same cart hits this key and answers the first order.
  idempotency_key TEXT NOT NULL UNIQUE,
  deep_link_code TEXT NOT NULL UNIQUE,
  language_id TEXT NOT NULL,
  currency_id TEXT NOT NULL,
  order_date_time TEXT NOT NULL,
  -- order state machine: open → in_progress → completed; open | in_progress → cancelled.
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'in_progress', 'completed', 'cancelled')),
  tax_status TEXT NOT NULL CHECK (tax_status IN ('gross', 'net')),
  amount_total INTEGER NOT NULL,
  amount_net INTEGER NOT NULL,
  position_price INTEGER NOT NULL,
  shipping_total INTEGER NOT NULL,
  -- The cart's price (CartPrice) and shipping costs (CalculatedPrice) as answered.
  price TEXT NOT NULL,
  shipping_costs TEXT NOT NULL,
  billing_address_id TEXT NOT NULL,
  customer_comment TEXT,
  affiliate_code TEXT,
  campaign_code TEXT,
  -- The order customer: a copy of the customer as they were.
  email TEXT NOT NULL,
  salutation_key TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  title TEXT,
  company TEXT,
  vat_ids TEXT,
  customer_number TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);
CREATE INDEX orders_customer ON orders (customer_id, order_date_time);

-- Line items of every type (product, promotion, …) copied generically from the cart.
CREATE TABLE order_line_item (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  identifier TEXT NOT NULL,
  referenced_id TEXT,
  -- The variant a product line took stock from; NULL for other types.
  product_id TEXT,
  quantity INTEGER NOT NULL,
  label TEXT NOT NULL,
  unit_price INTEGER NOT NULL,
  total_price INTEGER NOT NULL,
  -- JSON: CalculatedPrice, price definition, payload, cover media.
  price TEXT NOT NULL,
  price_definition TEXT,
  payload TEXT,
  cover TEXT,
  good INTEGER NOT NULL DEFAULT 1,
  removable INTEGER NOT NULL DEFAULT 1,
  stackable INTEGER NOT NULL DEFAULT 1,
  -- Units this line took from the variant's stock (put back when the order is cancelled).
  stock_taken INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_line_item_order ON order_line_item (order_id, position);

CREATE TABLE order_address (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL,
  country_state_id TEXT,
  salutation_key TEXT NOT NULL,
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
  vat_id TEXT,
  address_type TEXT NOT NULL DEFAULT 'default',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX order_address_order ON order_address (order_id);

CREATE TABLE order_delivery (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  shipping_address_id TEXT NOT NULL,
  shipping_method_id TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'shipped', 'shipped_partially', 'returned', 'cancelled')),
  shipping_date_earliest TEXT NOT NULL,
  shipping_date_latest TEXT NOT NULL,
  shipping_costs TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);
CREATE INDEX order_delivery_order ON order_delivery (order_id);

CREATE TABLE order_transaction (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL,
  amount TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'paid', 'failed', 'cancelled')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);
CREATE INDEX order_transaction_order ON order_transaction (order_id);
