-- The catalog's version, bumped after every rewrite of listing rows (seed, later stock and price
-- updates). Isolates holding listing columns in memory (search facets) compare it on every search.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 0);
