-- How many products carry each vocabulary word in their name. A search ranks name matches first;
-- a word no name holds ("jacke" where every name says "Softshelljacke") needs no name query, which
-- at 300,000 products reads a third of the catalog's index to find nothing. NULL where the vocabulary
-- was written before this column (every word may then be in a name) until the catalog is seeded again.
ALTER TABLE search_term ADD COLUMN names INTEGER;
