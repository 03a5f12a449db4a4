-- Order documents: an invoice per order, numbered from its own range, downloadable as a PDF
-- the worker renders from the order's copies (checkout/document). The row is the document's identity
-- (Shopware's document: number, deep link code, type); the PDF is rendered on every download.
CREATE TABLE order_document (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  document_type TEXT NOT NULL CHECK (document_type IN ('invoice')),
  document_number TEXT NOT NULL,
  deep_link_code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (order_id, document_type),
  UNIQUE (document_type, document_number)
);

-- Orders placed before documents existed get their invoice now, numbered in order of placement.
INSERT INTO order_document (id, order_id, document_type, document_number, deep_link_code, created_at)
SELECT lower(hex(randomblob(16))), id, 'invoice', CAST(999 + row_number() OVER (ORDER BY rowid) AS TEXT),
  lower(hex(randomblob(16))), created_at
FROM orders;

INSERT INTO number_range (name, last)
SELECT 'document_invoice', 999 + count(*) FROM orders HAVING count(*) > 0;
