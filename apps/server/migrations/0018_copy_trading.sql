CREATE TABLE "copy_follows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"follower_id" bigint NOT NULL,
	"trader_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"number_cents" integer NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"slippage_ppm" integer NOT NULL,
	"share_ppm" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "copy_follows_number" CHECK ("copy_follows"."number_cents" > 0 AND "copy_follows"."number_cents" <= 500),
	CONSTRAINT "copy_follows_amount" CHECK ("copy_follows"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "copy_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"follow_id" bigint NOT NULL,
	"follower_id" bigint NOT NULL,
	"trader_id" bigint NOT NULL,
	"trader_position_id" bigint NOT NULL,
	"market_id" integer NOT NULL,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"self_held" boolean DEFAULT false NOT NULL,
	"skip_reason" text,
	"mode" text NOT NULL,
	"number_cents" integer NOT NULL,
	"trader_lots" integer NOT NULL,
	"trader_price" bigint NOT NULL,
	"trader_tick_id" bigint NOT NULL,
	"trader_tick_ms" bigint NOT NULL,
	"lots_cents" bigint NOT NULL,
	"leverage" integer NOT NULL,
	"position_id" bigint,
	"follower_price" bigint,
	"follower_tick_id" bigint,
	"follower_tick_ms" bigint,
	"slippage_ppm" integer,
	"slippage_cap_ppm" integer NOT NULL,
	"share_ppm" integer NOT NULL,
	"margin" numeric(39, 0),
	"fee" numeric(39, 0),
	"close_price" bigint,
	"close_tick_id" bigint,
	"pnl" numeric(39, 0),
	"profit_share" numeric(39, 0),
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "copy_trader_stats" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"total_pnl" numeric(39, 0) NOT NULL,
	"total_margin" numeric(39, 0) NOT NULL,
	"roi_ppm" bigint NOT NULL,
	"win_rate_ppm" integer NOT NULL,
	"drawdown_ppm" integer NOT NULL,
	"long_wins" integer NOT NULL,
	"short_wins" integer NOT NULL,
	"closed_trades" integer NOT NULL,
	"curve" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copy_traders" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"share_ppm" integer NOT NULL,
	"reject_reason" text,
	"applied_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "copy_traders_share" CHECK ("copy_traders"."share_ppm" >= 0 AND "copy_traders"."share_ppm" <= 100000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "copy_follows_active" ON "copy_follows" USING btree ("follower_id","trader_id") WHERE "copy_follows"."status" = 'active';--> statement-breakpoint
CREATE INDEX "copy_follows_trader" ON "copy_follows" USING btree ("trader_id","status");--> statement-breakpoint
CREATE INDEX "copy_follows_follower" ON "copy_follows" USING btree ("follower_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_orders_once" ON "copy_orders" USING btree ("trader_position_id","follow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_orders_position" ON "copy_orders" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "copy_orders_follower" ON "copy_orders" USING btree ("follower_id","id");--> statement-breakpoint
CREATE INDEX "copy_orders_follow" ON "copy_orders" USING btree ("follow_id","status");--> statement-breakpoint
CREATE INDEX "copy_traders_status" ON "copy_traders" USING btree ("status","applied_at");