-- A session's cart lives and dies with its context. The cart row references its context, so deleting a
-- context (login and logout renew the token; a password change ends the other sessions) failed with a
-- FOREIGN KEY error whenever a cart row was left, even an empty one after its last line was removed.
-- Deleting a context now takes its cart along: the lines, the kept promotion codes (they have no
-- foreign key of their own) and the cart row, in the same statement, before the context row goes.
CREATE TRIGGER context_ends_its_cart BEFORE DELETE ON context
BEGIN
  DELETE FROM cart_line_item WHERE cart_token = OLD.token;
  DELETE FROM cart_promotion_code WHERE cart_token = OLD.token;
  DELETE FROM cart WHERE token = OLD.token;
END;
