-- The free return label: a consumer's order delivered to Germany gets a second
-- document of Shopware's custom type `return_label`, numbered from its own range. SQLite cannot widen
-- a CHECK in place, so order_document is rebuilt with the new type (nothing references it).
CREATE TABLE order_document_new (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  document_type TEXT NOT NULL CHECK (document_type IN ('invoice', 'return_label')),
  document_number TEXT NOT NULL,
  deep_link_code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (order_id, document_type),
  UNIQUE (document_type, document_number)
);

INSERT INTO order_document_new (id, order_id, document_type, document_number, deep_link_code, created_at)
SELECT id, order_id, document_type, document_number, deep_link_code, created_at FROM order_document ORDER BY rowid;

DROP TABLE order_document;
ALTER TABLE order_document_new RENAME TO order_document;
