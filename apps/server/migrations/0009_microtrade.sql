CREATE TABLE "micro_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "micro_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"market_id" integer NOT NULL,
	"asset" text NOT NULL,
	"side" text NOT NULL,
	"seconds" integer NOT NULL,
	"stake" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"fee_ppm" integer NOT NULL,
	"payout_ppm" integer NOT NULL,
	"win_profit" numeric(39, 0) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"open_at" timestamp (3) with time zone NOT NULL,
	"settle_at" timestamp (3) with time zone NOT NULL,
	"price_scale" integer NOT NULL,
	"open_tick_id" bigint NOT NULL,
	"open_tick_ts" timestamp (3) with time zone NOT NULL,
	"open_price" bigint NOT NULL,
	"open_source" text NOT NULL,
	"close_tick_id" bigint,
	"close_tick_ts" timestamp (3) with time zone,
	"close_price" bigint,
	"close_source" text,
	"payout" numeric(39, 0),
	"hold_id" bigint,
	"house_hold_id" bigint,
	"request_key" text NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "micro_orders_side" CHECK ("micro_orders"."side" IN ('rise', 'fall')),
	CONSTRAINT "micro_orders_status" CHECK ("micro_orders"."status" IN ('open', 'settled')),
	CONSTRAINT "micro_orders_result" CHECK (("micro_orders"."status" = 'open' AND "micro_orders"."result" IS NULL) OR ("micro_orders"."status" = 'settled' AND "micro_orders"."result" IN ('win', 'tie', 'loss') AND "micro_orders"."close_tick_id" IS NOT NULL AND "micro_orders"."payout" IS NOT NULL)),
	CONSTRAINT "micro_orders_amounts" CHECK ("micro_orders"."stake" > 0 AND "micro_orders"."fee" >= 0 AND "micro_orders"."win_profit" >= 0 AND "micro_orders"."seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "micro_terms" (
	"asset" text NOT NULL,
	"seconds" integer NOT NULL,
	"payout_ppm" integer NOT NULL,
	"min_stake" numeric(39, 0) NOT NULL,
	"max_stake" numeric(39, 0) NOT NULL,
	"fee_ppm" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "micro_terms_asset_seconds_pk" PRIMARY KEY("asset","seconds"),
	CONSTRAINT "micro_terms_valid" CHECK ("micro_terms"."seconds" > 0 AND "micro_terms"."payout_ppm" >= 0 AND "micro_terms"."fee_ppm" >= 0 AND "micro_terms"."min_stake" > 0 AND "micro_terms"."max_stake" >= "micro_terms"."min_stake")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "micro_orders_request" ON "micro_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "micro_orders_user" ON "micro_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "micro_orders_due" ON "micro_orders" USING btree ("status","settle_at");--> statement-breakpoint
-- A seconds order is evidence: what was staked, the entry tick and the due time never change, an
-- order is never deleted, and once settled (result, close tick, payout) nothing about it changes.
CREATE OR REPLACE FUNCTION micro_orders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'micro_orders rows are never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'a settled seconds order never changes' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.id, NEW.user_id, NEW.market_id, NEW.asset, NEW.side, NEW.seconds, NEW.stake, NEW.fee, NEW.fee_ppm, NEW.payout_ppm,
      NEW.win_profit, NEW.open_at, NEW.settle_at, NEW.price_scale, NEW.open_tick_id, NEW.open_tick_ts, NEW.open_price,
      NEW.open_source, NEW.request_key)
     IS DISTINCT FROM
     (OLD.id, OLD.user_id, OLD.market_id, OLD.asset, OLD.side, OLD.seconds, OLD.stake, OLD.fee, OLD.fee_ppm, OLD.payout_ppm,
      OLD.win_profit, OLD.open_at, OLD.settle_at, OLD.price_scale, OLD.open_tick_id, OLD.open_tick_ts, OLD.open_price,
      OLD.open_source, OLD.request_key) THEN
    RAISE EXCEPTION 'the terms and entry of a seconds order never change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER micro_orders_guard BEFORE UPDATE OR DELETE ON micro_orders
  FOR EACH ROW EXECUTE FUNCTION micro_orders_guard();
