CREATE TABLE "lever_markets" (
	"market_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"contract_size" bigint NOT NULL,
	"multiples" text NOT NULL,
	"fee_ppm" integer NOT NULL,
	"overnight_ppm" integer NOT NULL,
	"overnight_minute" integer DEFAULT 0 NOT NULL,
	"liquidation_ppm" integer NOT NULL,
	"min_lots" integer NOT NULL,
	"max_lots" integer NOT NULL,
	"spread" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lever_overnight" (
	"position_id" bigint NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lever_overnight_position_id_day_pk" PRIMARY KEY("position_id","day")
);
--> statement-breakpoint
CREATE TABLE "lever_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lever_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"market_id" integer NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"lots" integer NOT NULL,
	"qty" bigint NOT NULL,
	"leverage" integer NOT NULL,
	"limit_price" bigint,
	"spread" bigint DEFAULT 0 NOT NULL,
	"entry_price" bigint,
	"entry_tick_id" bigint,
	"margin" numeric(39, 0) NOT NULL,
	"open_margin" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"overnight_total" numeric(39, 0) DEFAULT '0' NOT NULL,
	"tp_price" bigint,
	"sl_price" bigint,
	"liq_price" bigint,
	"cap_price" bigint,
	"hold_id" bigint,
	"house_hold_id" bigint,
	"close_price" bigint,
	"close_tick_id" bigint,
	"close_reason" text,
	"pnl" numeric(39, 0),
	"insurance_paid" numeric(39, 0) DEFAULT '0' NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "lever_positions_user" ON "lever_positions" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "lever_positions_market" ON "lever_positions" USING btree ("market_id","status");--> statement-breakpoint
CREATE INDEX "lever_positions_request" ON "lever_positions" USING btree ("user_id","request_key");