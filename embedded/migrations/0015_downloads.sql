-- Digital products and order downloads. A product with download files is digital:
-- its cart line is in state `is-download` and a cart of nothing else is virtual (no delivery). The
-- file's content is kept as the lines of text the worker renders into the PDF on every download.
CREATE TABLE product_download (
  id TEXT PRIMARY KEY,
  pid INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  file_name TEXT NOT NULL,
  file_extension TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  title TEXT NOT NULL,
  -- JSON array of the document's text lines.
  content TEXT NOT NULL
);
CREATE INDEX product_download_product ON product_download (pid, position);

-- What an order's product line may download (Shopware's order_line_item_download): a copy of the
-- file's name, written with the order; access is granted when the order is paid.
CREATE TABLE order_line_item_download (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_line_item_id TEXT NOT NULL REFERENCES order_line_item(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  media_id TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file_extension TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  access_granted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);
CREATE INDEX order_line_item_download_order ON order_line_item_download (order_id, position);
