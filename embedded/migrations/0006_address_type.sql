-- The delivery variant of an address: an ordinary address, a Packstation (street
-- 'Packstation NNN', post number in additional_address_line1) or a pickup shop (company = shop name).
-- Answered as customFields.addressType, where Shopware keeps such extra address data.
ALTER TABLE customer_address ADD COLUMN address_type TEXT NOT NULL DEFAULT 'default'
  CHECK (address_type IN ('default', 'packstation', 'pickupShop'));
