CREATE TABLE "loan_accruals" (
	"loan_id" bigint NOT NULL,
	"hour" integer NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "loan_accruals_loan_id_hour_pk" PRIMARY KEY("loan_id","hour"),
	CONSTRAINT "loan_accruals_amount" CHECK ("loan_accruals"."amount" >= 0 AND "loan_accruals"."hour" >= 1)
);
--> statement-breakpoint
CREATE TABLE "loan_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(39, 0),
	"currency" text,
	"interest_part" numeric(39, 0),
	"principal_part" numeric(39, 0),
	"ltv_ppm" bigint,
	"request_key" text,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "loan_events_kind" CHECK ("loan_events"."kind" IN ('borrow', 'repay', 'add_collateral', 'margin_call', 'liquidation'))
);
--> statement-breakpoint
CREATE TABLE "loan_holds" (
	"loan_id" bigint NOT NULL,
	"hold_id" bigint NOT NULL,
	CONSTRAINT "loan_holds_loan_id_hold_id_pk" PRIMARY KEY("loan_id","hold_id")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"collateral" text NOT NULL,
	"market_id" integer NOT NULL,
	"collateral_amount" numeric(39, 0) NOT NULL,
	"principal" numeric(39, 0) NOT NULL,
	"principal_outstanding" numeric(39, 0) NOT NULL,
	"interest_outstanding" numeric(39, 0) DEFAULT '0' NOT NULL,
	"interest_total" numeric(39, 0) DEFAULT '0' NOT NULL,
	"apr_ppm" integer NOT NULL,
	"initial_ltv_ppm" integer NOT NULL,
	"margin_call_ltv_ppm" integer NOT NULL,
	"liquidation_ltv_ppm" integer NOT NULL,
	"hours_accrued" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"margin_call" boolean DEFAULT false NOT NULL,
	"proof" jsonb,
	"request_key" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	CONSTRAINT "loans_status" CHECK ("loans"."status" IN ('open', 'repaid', 'liquidated')),
	CONSTRAINT "loans_amounts" CHECK ("loans"."collateral_amount" >= 0 AND "loans"."principal" > 0 AND "loans"."principal_outstanding" >= 0 AND "loans"."principal_outstanding" <= "loans"."principal" AND "loans"."interest_outstanding" >= 0 AND "loans"."interest_total" >= "loans"."interest_outstanding" AND "loans"."hours_accrued" >= 0),
	CONSTRAINT "loans_terms" CHECK ("loans"."initial_ltv_ppm" > 0 AND "loans"."initial_ltv_ppm" < "loans"."margin_call_ltv_ppm" AND "loans"."margin_call_ltv_ppm" < "loans"."liquidation_ltv_ppm" AND "loans"."liquidation_ltv_ppm" < 1000000 AND "loans"."apr_ppm" >= 0),
	CONSTRAINT "loans_closed" CHECK (("loans"."status" = 'open') = ("loans"."closed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "otc_quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otc_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"market_id" integer NOT NULL,
	"side" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"price_scale" integer NOT NULL,
	"mark_price" numeric(39, 0) NOT NULL,
	"spread_ppm" integer NOT NULL,
	"price" numeric(39, 0) NOT NULL,
	"total" numeric(39, 0) NOT NULL,
	"ticks" jsonb NOT NULL,
	"hold_id" bigint,
	"status" text DEFAULT 'quoted' NOT NULL,
	"entry_id" bigint,
	"request_key" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"filled_at" timestamp (3) with time zone,
	CONSTRAINT "otc_quotes_side" CHECK ("otc_quotes"."side" IN ('buy', 'sell')),
	CONSTRAINT "otc_quotes_status" CHECK ("otc_quotes"."status" IN ('quoted', 'filled', 'expired')),
	CONSTRAINT "otc_quotes_amounts" CHECK ("otc_quotes"."amount" > 0 AND "otc_quotes"."price" > 0 AND "otc_quotes"."total" > 0 AND "otc_quotes"."mark_price" > 0 AND "otc_quotes"."spread_ppm" >= 0),
	CONSTRAINT "otc_quotes_filled" CHECK (("otc_quotes"."status" = 'filled') = ("otc_quotes"."filled_at" IS NOT NULL AND "otc_quotes"."entry_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "loan_events_loan" ON "loan_events" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_events_request" ON "loan_events" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_request" ON "loans" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "loans_user" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loans_open" ON "loans" USING btree ("status","collateral");--> statement-breakpoint
CREATE UNIQUE INDEX "otc_quotes_request" ON "otc_quotes" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "otc_quotes_user" ON "otc_quotes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "otc_quotes_open" ON "otc_quotes" USING btree ("status","expires_at");