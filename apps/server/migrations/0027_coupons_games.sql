CREATE TABLE "coupon_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"asset" text NOT NULL,
	"percent" integer,
	"value" numeric(39, 0) NOT NULL,
	"budget" numeric(39, 0) NOT NULL,
	"held" numeric(39, 0) DEFAULT '0' NOT NULL,
	"spent" numeric(39, 0) DEFAULT '0' NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"claim_until" timestamp (3) with time zone NOT NULL,
	"audience" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "coupon_campaigns_kind" CHECK ("coupon_campaigns"."kind" IN ('fee_discount', 'stake_voucher', 'margin_voucher')),
	CONSTRAINT "coupon_campaigns_product" CHECK ("coupon_campaigns"."product" IN ('lever', 'microtrade')),
	CONSTRAINT "coupon_campaigns_status" CHECK ("coupon_campaigns"."status" IN ('active', 'paused') AND "coupon_campaigns"."audience" IN ('public', 'game')),
	CONSTRAINT "coupon_campaigns_budget" CHECK ("coupon_campaigns"."value" > 0 AND "coupon_campaigns"."held" >= 0 AND "coupon_campaigns"."spent" >= 0 AND "coupon_campaigns"."held" + "coupon_campaigns"."spent" <= "coupon_campaigns"."budget"
          AND ("coupon_campaigns"."percent" IS NULL OR "coupon_campaigns"."percent" BETWEEN 1 AND 100))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"asset" text NOT NULL,
	"percent" integer,
	"value" numeric(39, 0) NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"source" text NOT NULL,
	"hold_id" bigint,
	"grant_key" text NOT NULL,
	"claimed_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"used_value" numeric(39, 0),
	"returned_value" numeric(39, 0),
	"order_ref" text,
	"ended_at" timestamp (3) with time zone,
	CONSTRAINT "coupons_status" CHECK ("coupons"."status" IN ('held', 'in_use', 'used', 'expired') AND "coupons"."source" IN ('claim', 'game'))
);
--> statement-breakpoint
CREATE TABLE "game_awards" (
	"week" text NOT NULL,
	"rank" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"coupon_id" bigint,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "game_awards_week_rank_pk" PRIMARY KEY("week","rank")
);
--> statement-breakpoint
CREATE TABLE "game_predictions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_predictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"direction" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "game_predictions_values" CHECK ("game_predictions"."direction" IN ('up', 'down') AND "game_predictions"."status" IN ('pending', 'right', 'wrong', 'void'))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"day" text PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"price_scale" integer NOT NULL,
	"open_tick_id" bigint,
	"open_tick_ts" timestamp (3) with time zone,
	"open_price" bigint,
	"open_source" text,
	"close_tick_id" bigint,
	"close_tick_ts" timestamp (3) with time zone,
	"close_price" bigint,
	"close_source" text,
	"result" text NOT NULL,
	"settled_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "game_rounds_result" CHECK ("game_rounds"."result" IN ('up', 'down', 'flat', 'void'))
);
--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "coupon_kind" text;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "coupon_value" numeric(39, 0);--> statement-breakpoint
ALTER TABLE "micro_orders" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "micro_orders" ADD COLUMN "coupon_kind" text;--> statement-breakpoint
ALTER TABLE "micro_orders" ADD COLUMN "coupon_value" numeric(39, 0);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_grant_key" ON "coupons" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "coupons_user" ON "coupons" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "coupons_due" ON "coupons" USING btree ("expires_at") WHERE "coupons"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "game_predictions_user_day" ON "game_predictions" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "game_predictions_pending" ON "game_predictions" USING btree ("day") WHERE "game_predictions"."status" = 'pending';