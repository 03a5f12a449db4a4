-- Payments: the payment provider's answers on the transaction, each customer's credit limit
-- for purchase on invoice, the payment tokens already used, and the secret that signs them.

-- JSON answered as OrderTransaction.customFields: the pay-upon-invoice instructions once the provider
-- accepted an invoice (bank details, due date, reference).
ALTER TABLE order_transaction ADD COLUMN custom_fields TEXT;

-- Purchase on invoice: the gross amount in cents a customer's open invoices may reach together;
-- NULL = the shop's default (checkout/payment/credit-check.ts).
ALTER TABLE customer ADD COLUMN credit_limit_cents INTEGER CHECK (credit_limit_cents IS NULL OR credit_limit_cents >= 0);

-- A payment token is good for one payment: its nonce is written here when the provider page takes it.
CREATE TABLE payment_token_use (
  nonce TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;

-- Secrets the embedded shop makes for itself when no binding names one (the payment token's HMAC key).
CREATE TABLE embedded_secret (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
