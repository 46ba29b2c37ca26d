CREATE TABLE "spot_markets" (
	"market_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_qty" bigint NOT NULL,
	"max_qty" bigint NOT NULL,
	"maker_fee_ppm" integer NOT NULL,
	"taker_fee_ppm" integer NOT NULL,
	"band_ppm" integer NOT NULL,
	"mm_enabled" boolean DEFAULT true NOT NULL,
	"mm_levels" integer NOT NULL,
	"mm_spread_ppm" integer NOT NULL,
	"mm_step_ppm" integer NOT NULL,
	"mm_size_lots" bigint NOT NULL,
	"mm_max_base_lots" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"tif" text NOT NULL,
	"post_only" boolean DEFAULT false NOT NULL,
	"price" bigint,
	"qty" bigint,
	"quote_budget" numeric(39, 0),
	"filled_qty" bigint DEFAULT 0 NOT NULL,
	"filled_quote" numeric(39, 0) DEFAULT '0' NOT NULL,
	"fee" numeric(39, 0) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"hold_id" bigint,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_side" text NOT NULL,
	"price" bigint NOT NULL,
	"qty" bigint NOT NULL,
	"quote" numeric(39, 0) NOT NULL,
	"taker_fee" numeric(39, 0) NOT NULL,
	"maker_fee" numeric(39, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spot_orders_open" ON "spot_orders" USING btree ("market_id","status","id");--> statement-breakpoint
CREATE INDEX "spot_orders_user" ON "spot_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "spot_orders_request" ON "spot_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "spot_trades_market" ON "spot_trades" USING btree ("market_id","id");--> statement-breakpoint
CREATE INDEX "spot_trades_taker" ON "spot_trades" USING btree ("taker_order_id");--> statement-breakpoint
CREATE INDEX "spot_trades_maker" ON "spot_trades" USING btree ("maker_order_id");