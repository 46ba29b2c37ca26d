CREATE TABLE "kyc_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"id_type" integer,
	"name" text,
	"card_id" text,
	"front_pic" text,
	"reverse_pic" text,
	"reason" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_networks" (
	"asset_id" integer NOT NULL,
	"network" text NOT NULL,
	"deposit_enabled" boolean DEFAULT true NOT NULL,
	"withdraw_enabled" boolean DEFAULT true NOT NULL,
	"withdraw_fee" numeric(39, 0) NOT NULL,
	"withdraw_min" numeric(39, 0) NOT NULL,
	CONSTRAINT "asset_networks_asset_id_network_pk" PRIMARY KEY("asset_id","network")
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_cards_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"address" text NOT NULL,
	"user_id" bigint,
	"derivation_index" integer,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset_id" integer NOT NULL,
	"network" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"voucher" text NOT NULL,
	"tx_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_sources" (
	"network" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"xpub" text,
	"next_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"from_asset_id" integer NOT NULL,
	"to_asset_id" integer NOT NULL,
	"rate" text NOT NULL,
	"fee_ppm" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"from_asset_id" integer NOT NULL,
	"to_asset_id" integer NOT NULL,
	"from_amount" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"to_amount" numeric(39, 0) NOT NULL,
	"rate" text NOT NULL,
	"quote_id" text,
	"entry_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchanges_entry_key_unique" UNIQUE("entry_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset_id" integer NOT NULL,
	"book" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"reason" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_by" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset_id" integer NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"qrcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset_id" integer NOT NULL,
	"network" text NOT NULL,
	"destination_type" text NOT NULL,
	"destination" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"btc_equivalent" numeric(39, 0) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"tx_hash" text,
	"hold_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE INDEX "kyc_applications_user" ON "kyc_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_applications_status" ON "kyc_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address" ON "deposit_addresses" USING btree ("network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_user" ON "deposit_addresses" USING btree ("user_id","network");--> statement-breakpoint
CREATE INDEX "deposit_claims_user" ON "deposit_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_claims_status" ON "deposit_claims" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "exchanges_user" ON "exchanges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_addresses_user" ON "saved_addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","id");