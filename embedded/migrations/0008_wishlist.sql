-- A customer's wishlist itself (Shopware's customer_wishlist), beside its products (0005): Shopware
-- creates it with the first product and keeps it when the last one is removed, so reading a customer
-- who never had one is CHECKOUT__WISHLIST_NOT_FOUND while an emptied one reads as an empty list.
CREATE TABLE customer_wishlist (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);

-- The email a customer's review names (Shopware's externalEmail): the customer's unless given.
ALTER TABLE product_review ADD COLUMN email TEXT;
