CREATE TABLE "nft_artists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_artists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"avatar" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_artists_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "nft_artworks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_artworks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"artist_id" bigint NOT NULL,
	"owner_user_id" bigint,
	"type" text NOT NULL,
	"media" text,
	"cover" text,
	"rarity" text,
	"series_id" bigint,
	"box_no" integer,
	"item_idx" integer,
	"opened_at" timestamp (3) with time zone,
	"listing_id" bigint,
	"minted_by" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_artworks_code_unique" UNIQUE("code"),
	CONSTRAINT "nft_artworks_type" CHECK ("nft_artworks"."type" IN ('image', 'gif', 'audio', 'video')),
	CONSTRAINT "nft_artworks_box_fields" CHECK (("nft_artworks"."series_id" IS NULL) = ("nft_artworks"."box_no" IS NULL)),
	CONSTRAINT "nft_artworks_opened" CHECK (("nft_artworks"."opened_at" IS NULL) = ("nft_artworks"."item_idx" IS NULL) AND ("nft_artworks"."item_idx" IS NULL OR "nft_artworks"."series_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "nft_bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"price" numeric(39, 0) NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_collections" (
	"user_id" bigint NOT NULL,
	"artwork_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_collections_user_id_artwork_id_pk" PRIMARY KEY("user_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "nft_listings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"artwork_id" bigint NOT NULL,
	"seller_user_id" bigint NOT NULL,
	"pay_type" text NOT NULL,
	"asset" text NOT NULL,
	"price" numeric(39, 0) NOT NULL,
	"per_increase" numeric(39, 0),
	"margin" numeric(39, 0),
	"fee_ppm" integer NOT NULL,
	"is_primary" boolean NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"original_end_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"top_bid" numeric(39, 0),
	"top_bidder_id" bigint,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_listings_pay_type" CHECK ("nft_listings"."pay_type" IN ('fixed', 'auction')),
	CONSTRAINT "nft_listings_status" CHECK ("nft_listings"."status" IN ('open', 'sold', 'awaiting_payment', 'unsold', 'expired')),
	CONSTRAINT "nft_listings_terms" CHECK ("nft_listings"."price" > 0 AND "nft_listings"."end_at" > "nft_listings"."start_at" AND "nft_listings"."fee_ppm" >= 0 AND ("nft_listings"."pay_type" = 'fixed' OR ("nft_listings"."per_increase" > 0 AND "nft_listings"."margin" > 0)))
);
--> statement-breakpoint
CREATE TABLE "nft_margins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_margins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"hold_id" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	CONSTRAINT "nft_margins_status" CHECK ("nft_margins"."status" IN ('held', 'released', 'applied', 'forfeited'))
);
--> statement-breakpoint
CREATE TABLE "nft_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"artwork_id" bigint NOT NULL,
	"order_id" bigint,
	"asset" text,
	"amount" numeric(39, 0),
	"dedupe" text NOT NULL,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"artwork_id" bigint NOT NULL,
	"listing_id" bigint,
	"series_id" bigint,
	"buyer_user_id" bigint NOT NULL,
	"seller_user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"price" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"fee_ppm" integer NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"request_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_orders_kind" CHECK ("nft_orders"."kind" IN ('fixed', 'auction', 'box')),
	CONSTRAINT "nft_orders_status" CHECK ("nft_orders"."status" IN ('paid', 'unpaid', 'expired')),
	CONSTRAINT "nft_orders_amounts" CHECK ("nft_orders"."price" > 0 AND "nft_orders"."fee" >= 0 AND "nft_orders"."fee" <= "nft_orders"."price"),
	CONSTRAINT "nft_orders_due_set" CHECK ("nft_orders"."status" = 'paid' OR "nft_orders"."due_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "nft_series" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"artist_id" bigint NOT NULL,
	"cover" text,
	"asset" text NOT NULL,
	"price" numeric(39, 0) NOT NULL,
	"fee_ppm" integer NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"box_count" integer NOT NULL,
	"revealed_at" timestamp (3) with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_series_code_unique" UNIQUE("code"),
	CONSTRAINT "nft_series_valid" CHECK ("nft_series"."price" > 0 AND "nft_series"."end_at" > "nft_series"."start_at" AND "nft_series"."box_count" > 0 AND "nft_series"."fee_ppm" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nft_series_items" (
	"series_id" bigint NOT NULL,
	"idx" integer NOT NULL,
	"name" text NOT NULL,
	"rarity" text NOT NULL,
	"count" integer NOT NULL,
	"type" text NOT NULL,
	"media" text NOT NULL,
	CONSTRAINT "nft_series_items_series_id_idx_pk" PRIMARY KEY("series_id","idx"),
	CONSTRAINT "nft_series_items_count" CHECK ("nft_series_items"."count" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nft_artworks_box" ON "nft_artworks" USING btree ("series_id","box_no");--> statement-breakpoint
CREATE INDEX "nft_artworks_owner" ON "nft_artworks" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "nft_artworks_artist" ON "nft_artworks" USING btree ("artist_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_bids_request" ON "nft_bids" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "nft_bids_listing" ON "nft_bids" USING btree ("listing_id","price");--> statement-breakpoint
CREATE INDEX "nft_bids_user" ON "nft_bids" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "nft_collections_artwork" ON "nft_collections" USING btree ("artwork_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_listings_live" ON "nft_listings" USING btree ("artwork_id") WHERE "nft_listings"."status" IN ('open', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "nft_listings_due" ON "nft_listings" USING btree ("status","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_margins_one" ON "nft_margins" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_messages_dedupe" ON "nft_messages" USING btree ("user_id","dedupe");--> statement-breakpoint
CREATE INDEX "nft_messages_user" ON "nft_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_request" ON "nft_orders" USING btree ("buyer_user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_listing" ON "nft_orders" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "nft_orders_buyer" ON "nft_orders" USING btree ("buyer_user_id","id");--> statement-breakpoint
CREATE INDEX "nft_orders_seller" ON "nft_orders" USING btree ("seller_user_id","id");--> statement-breakpoint
CREATE INDEX "nft_orders_due" ON "nft_orders" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "nft_series_reveal" ON "nft_series" USING btree ("revealed_at","end_at");