-- An order takes the stock of its lines when its transaction commits (ADR 0049): the row locks that concurrent
-- orders of one spec queue on are then held for the commit alone. Specs are taken in id order, so two orders
-- sharing specs cannot deadlock; a spec short of what the order wants fails the commit, naming every short spec.
CREATE FUNCTION take_order_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted record;
  short integer[] := '{}';
BEGIN
  FOR wanted IN
    SELECT spec_id, sum(quantity)::integer AS quantity FROM order_lines
    WHERE order_id = NEW.id AND spec_id IS NOT NULL GROUP BY spec_id ORDER BY spec_id
  LOOP
    UPDATE goods_specs SET stock = stock - wanted.quantity WHERE id = wanted.spec_id AND stock >= wanted.quantity;
    IF NOT FOUND THEN
      short := short || wanted.spec_id;
    END IF;
  END LOOP;
  IF cardinality(short) > 0 THEN
    RAISE EXCEPTION 'not enough stock for specs %', array_to_string(short, ',')
      USING ERRCODE = 'check_violation', CONSTRAINT = 'order_stock', DETAIL = array_to_string(short, ',');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_take_stock AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION take_order_stock();
