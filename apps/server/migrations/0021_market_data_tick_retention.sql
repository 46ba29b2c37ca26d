-- Raw ticks stay append-only with one exception: the clock-driven retention job
-- (modules/market-data/retention.ts) may delete ticks older than a day, and only in a transaction
-- that says so (set_config('bourse.tick_retention', 'on', true)). The job keeps forever every tick
-- a proof names and the 30 s around it; candles are never deleted. An update is always refused.
CREATE OR REPLACE FUNCTION bourse_ticks_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('bourse.tick_retention', true) = 'on' AND OLD.ts < now() - interval '1 day' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
DROP TRIGGER ticks_append_only ON ticks;
--> statement-breakpoint
CREATE TRIGGER ticks_append_only BEFORE UPDATE OR DELETE ON ticks
  FOR EACH ROW EXECUTE FUNCTION bourse_ticks_guard();
