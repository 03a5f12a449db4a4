-- A reduced product's former price (Shopware's list price) and the lowest price it had in the 30 days
-- before the reduction (Shopware's regulation price), gross cents. German price law lets a shop strike
-- a former price through only beside that lowest price, so the two are set together or not at all.
ALTER TABLE product ADD COLUMN list_price_cents INTEGER;
ALTER TABLE product ADD COLUMN regulation_price_cents INTEGER;
