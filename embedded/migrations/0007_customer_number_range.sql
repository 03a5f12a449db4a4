-- Customer numbers of new registrations: the last number handed out, counted up in one statement
-- (Shopware's number range), so a registration never scans the customer table for its maximum.
CREATE TABLE number_range (
  name TEXT PRIMARY KEY,
  last INTEGER NOT NULL
);
