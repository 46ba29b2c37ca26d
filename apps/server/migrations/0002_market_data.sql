CREATE TABLE "favorites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"market_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "klines" (
	"market_id" integer NOT NULL,
	"period" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric NOT NULL,
	"turnover" numeric NOT NULL,
	CONSTRAINT "klines_market_id_period_open_time_pk" PRIMARY KEY("market_id","period","open_time")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"base_asset_id" integer NOT NULL,
	"quote_asset_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price_scale" integer NOT NULL,
	"qty_scale" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "markets_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "search_hits" (
	"market_id" integer PRIMARY KEY NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"ts" timestamp (3) with time zone NOT NULL,
	"price" numeric NOT NULL,
	"volume" numeric NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_market" ON "favorites" USING btree ("user_id","market_id");--> statement-breakpoint
CREATE INDEX "favorites_user" ON "favorites" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ticks_market_ts" ON "ticks" USING btree ("market_id","ts");--> statement-breakpoint
CREATE TRIGGER ticks_append_only BEFORE UPDATE OR DELETE ON ticks
  FOR EACH ROW EXECUTE FUNCTION bourse_refuse_change();
