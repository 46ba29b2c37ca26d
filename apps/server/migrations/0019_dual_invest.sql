CREATE TABLE "dual_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dual_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"num" bigint NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"pay_asset" text NOT NULL,
	"coin_payout" numeric(39, 0) NOT NULL,
	"usdt_payout" numeric(39, 0) NOT NULL,
	"hold_id" bigint,
	"coin_hold_id" bigint,
	"usdt_hold_id" bigint,
	"status" text DEFAULT 'purchased' NOT NULL,
	"fail_reason" text,
	"tick_id" bigint,
	"tick_ts" timestamp (3) with time zone,
	"tick_price" numeric(39, 0),
	"tick_scale" integer,
	"tick_source" text,
	"comparison" text,
	"branch" text,
	"payout" numeric(39, 0),
	"payout_asset" text,
	"request_key" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "dual_orders_status" CHECK ("dual_orders"."status" IN ('purchased', 'success', 'fail')),
	CONSTRAINT "dual_orders_amounts" CHECK ("dual_orders"."num" >= 1 AND "dual_orders"."amount" > 0 AND "dual_orders"."coin_payout" >= 0 AND "dual_orders"."usdt_payout" >= 0),
	CONSTRAINT "dual_orders_ending" CHECK (("dual_orders"."status" = 'purchased' AND "dual_orders"."payout" IS NULL AND "dual_orders"."tick_id" IS NULL) OR ("dual_orders"."status" = 'success' AND "dual_orders"."tick_id" IS NOT NULL AND "dual_orders"."payout" IS NOT NULL AND "dual_orders"."branch" IN ('coin', 'usdt') AND "dual_orders"."comparison" IN ('below', 'at', 'above')) OR ("dual_orders"."status" = 'fail' AND "dual_orders"."fail_reason" IN ('product_cancelled') AND "dual_orders"."payout" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "dual_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dual_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asset" text NOT NULL,
	"quote" text NOT NULL,
	"market_id" integer NOT NULL,
	"type" text NOT NULL,
	"apr_ppm" bigint NOT NULL,
	"linked_price" numeric(39, 0) NOT NULL,
	"price_scale" integer NOT NULL,
	"unit_price" numeric(39, 0) NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"settle_at" timestamp (3) with time zone NOT NULL,
	"days" integer NOT NULL,
	"total_shares" bigint NOT NULL,
	"sold_shares" bigint DEFAULT 0 NOT NULL,
	"user_limit" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "dual_products_type" CHECK ("dual_products"."type" IN ('call', 'put')),
	CONSTRAINT "dual_products_status" CHECK ("dual_products"."status" IN ('open', 'paused', 'cancelled', 'settled')),
	CONSTRAINT "dual_products_terms" CHECK ("dual_products"."apr_ppm" > 0 AND "dual_products"."linked_price" > 0 AND "dual_products"."unit_price" > 0 AND "dual_products"."days" >= 1 AND "dual_products"."settle_at" > "dual_products"."start_at"),
	CONSTRAINT "dual_products_shares" CHECK ("dual_products"."total_shares" >= 1 AND "dual_products"."user_limit" >= 1 AND "dual_products"."user_limit" <= "dual_products"."total_shares" AND "dual_products"."sold_shares" >= 0 AND "dual_products"."sold_shares" <= "dual_products"."total_shares")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dual_orders_request" ON "dual_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "dual_orders_user" ON "dual_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dual_orders_product" ON "dual_orders" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "dual_products_list" ON "dual_products" USING btree ("asset","type","status");--> statement-breakpoint
CREATE INDEX "dual_products_due" ON "dual_products" USING btree ("status","settle_at");