-- A product's custom fields (Shopware's product.customFields), a JSON object; NULL answers {}.
-- The first one is asx_outlet: an outlet article is a single piece (stock 1, max purchase 1) that the
-- cart holds once and drops when it is sold (decision 027).
ALTER TABLE product ADD COLUMN custom_fields TEXT;
