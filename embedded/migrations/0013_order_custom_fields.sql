-- The order's custom fields (JSON): what the checkout sends beyond Shopware's order fields, such as the
-- shopper's partial-delivery choice, kept only where the shipping method lets them choose.
ALTER TABLE orders ADD COLUMN custom_fields TEXT;
