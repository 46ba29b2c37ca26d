CREATE TABLE "lock_interest" (
	"order_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"paid_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "lock_interest_order_id_day_pk" PRIMARY KEY("order_id","day"),
	CONSTRAINT "lock_interest_valid" CHECK ("lock_interest"."day" > 0 AND "lock_interest"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lock_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lock_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"days" integer NOT NULL,
	"rate_ppm" integer NOT NULL,
	"penalty_ppm" integer NOT NULL,
	"daily_interest" numeric(39, 0) NOT NULL,
	"total_interest" numeric(39, 0) NOT NULL,
	"days_paid" integer DEFAULT 0 NOT NULL,
	"interest_paid" numeric(39, 0) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"redeem_type" text,
	"penalty" numeric(39, 0),
	"returned" numeric(39, 0),
	"interest_released" numeric(39, 0),
	"created_at" timestamp (3) with time zone NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"next_due_at" timestamp (3) with time zone NOT NULL,
	"redeemed_at" timestamp (3) with time zone,
	"hold_id" bigint,
	"treasury_hold_id" bigint,
	"request_key" text NOT NULL,
	CONSTRAINT "lock_orders_status" CHECK ("lock_orders"."status" IN ('in_progress', 'redeemed')),
	CONSTRAINT "lock_orders_valid" CHECK ("lock_orders"."amount" > 0 AND "lock_orders"."days" > 0 AND "lock_orders"."daily_interest" >= 0 AND "lock_orders"."total_interest" = "lock_orders"."daily_interest" * "lock_orders"."days"
          AND "lock_orders"."days_paid" BETWEEN 0 AND "lock_orders"."days" AND "lock_orders"."interest_paid" = "lock_orders"."daily_interest" * "lock_orders"."days_paid"),
	CONSTRAINT "lock_orders_end" CHECK (("lock_orders"."status" = 'in_progress' AND "lock_orders"."redeem_type" IS NULL AND "lock_orders"."redeemed_at" IS NULL)
          OR ("lock_orders"."status" = 'redeemed' AND "lock_orders"."redeem_type" IN ('expiry', 'early') AND "lock_orders"."redeemed_at" IS NOT NULL
              AND "lock_orders"."returned" IS NOT NULL AND "lock_orders"."penalty" IS NOT NULL AND "lock_orders"."returned" + "lock_orders"."penalty" = "lock_orders"."amount"
              AND ("lock_orders"."redeem_type" = 'early' OR "lock_orders"."days_paid" = "lock_orders"."days")))
);
--> statement-breakpoint
CREATE TABLE "lock_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lock_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset" text NOT NULL,
	"days" integer NOT NULL,
	"rate_ppm" integer NOT NULL,
	"penalty_ppm" integer NOT NULL,
	"min_amount" numeric(39, 0) NOT NULL,
	"max_per_user" numeric(39, 0),
	"capacity" numeric(39, 0),
	"dividend_minute" integer NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "lock_products_status" CHECK ("lock_products"."status" IN ('active', 'paused')),
	CONSTRAINT "lock_products_valid" CHECK ("lock_products"."days" BETWEEN 1 AND 3650 AND "lock_products"."rate_ppm" BETWEEN 1 AND 100000 AND "lock_products"."penalty_ppm" BETWEEN 0 AND 100000
          AND "lock_products"."min_amount" > 0 AND ("lock_products"."max_per_user" IS NULL OR "lock_products"."max_per_user" >= "lock_products"."min_amount")
          AND ("lock_products"."capacity" IS NULL OR "lock_products"."capacity" >= "lock_products"."min_amount") AND "lock_products"."dividend_minute" BETWEEN 0 AND 1439)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lock_orders_request" ON "lock_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "lock_orders_user" ON "lock_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "lock_orders_product" ON "lock_orders" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "lock_orders_due" ON "lock_orders" USING btree ("next_due_at","id") WHERE "lock_orders"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "lock_products_active_term" ON "lock_products" USING btree ("asset","days") WHERE "lock_products"."status" = 'active';