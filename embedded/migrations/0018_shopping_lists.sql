-- Shopping lists of business customers (docs/decisions/028-shopping-lists.md): the lists,
-- their line items (a product variant and a quantity; prices are computed on read) and the quote
-- requests made from a list (a snapshot of its lines and prices when asked).

CREATE TABLE shopping_list (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  notes TEXT,
  -- The read-only share link's secret (128 random bits, hex), set the first time the list is shared.
  share_token TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);
-- A customer's lists, newest first.
CREATE INDEX shopping_list_customer ON shopping_list (customer_id, created_at);

CREATE TABLE shopping_list_line_item (
  id TEXT PRIMARY KEY,
  list_id TEXT NOT NULL REFERENCES shopping_list(id) ON DELETE CASCADE,
  -- The variant's id (a listed product with a single variant is stored as that variant).
  product_id TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- A product is on a list once; adding it again raises the quantity.
  UNIQUE (list_id, product_id)
);

CREATE TABLE shopping_list_quote (
  id TEXT PRIMARY KEY,
  list_id TEXT NOT NULL REFERENCES shopping_list(id) ON DELETE CASCADE,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  quote_number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested')),
  comment TEXT,
  -- JSON snapshots as the customer saw them: the line items (number, label, quantity, prices) and the price.
  line_items TEXT NOT NULL,
  price TEXT NOT NULL,
  language_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX shopping_list_quote_list ON shopping_list_quote (list_id, created_at);
