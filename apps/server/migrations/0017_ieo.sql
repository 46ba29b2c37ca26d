CREATE TABLE "ieo_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ieo_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"payment" numeric(39, 0) NOT NULL,
	"pay_hold_id" bigint,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"pro_rata" numeric(39, 0),
	"remainder" numeric(39, 0),
	"cost" numeric(39, 0),
	"refund" numeric(39, 0),
	"lock_hold_id" bigint,
	"request_key" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"allocated_at" timestamp (3) with time zone,
	"released_at" timestamp (3) with time zone,
	CONSTRAINT "ieo_orders_status" CHECK ("ieo_orders"."status" IN ('subscribed', 'allocating', 'allocated', 'released', 'refunded')),
	CONSTRAINT "ieo_orders_amounts" CHECK ("ieo_orders"."amount" > 0 AND "ieo_orders"."payment" > 0),
	CONSTRAINT "ieo_orders_allocation" CHECK (("ieo_orders"."status" = 'subscribed' AND "ieo_orders"."pro_rata" IS NULL AND "ieo_orders"."cost" IS NULL) OR ("ieo_orders"."status" <> 'subscribed' AND "ieo_orders"."pro_rata" >= 0 AND "ieo_orders"."remainder" IN (0, 1) AND "ieo_orders"."pro_rata" + "ieo_orders"."remainder" <= "ieo_orders"."amount" AND "ieo_orders"."cost" >= 0 AND "ieo_orders"."refund" >= 0 AND "ieo_orders"."cost" + "ieo_orders"."refund" = "ieo_orders"."payment"))
);
--> statement-breakpoint
CREATE TABLE "ieo_projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ieo_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"token_asset" text NOT NULL,
	"pay_asset" text NOT NULL,
	"price_minor" numeric(39, 0) NOT NULL,
	"total_issuance" numeric(39, 0) NOT NULL,
	"min_amount" numeric(39, 0) NOT NULL,
	"max_per_user" numeric(39, 0),
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"listing_at" timestamp (3) with time zone NOT NULL,
	"white_paper" text,
	"website" text,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"allocation" text DEFAULT 'pending' NOT NULL,
	"subscribed" numeric(39, 0) DEFAULT '0' NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"issuance_hold_id" bigint,
	"passes" integer,
	"allocated_total" numeric(39, 0),
	"returned_total" numeric(39, 0),
	"created_by" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp (3) with time zone,
	"allocated_at" timestamp (3) with time zone,
	CONSTRAINT "ieo_projects_status" CHECK ("ieo_projects"."status" IN ('draft', 'open')),
	CONSTRAINT "ieo_projects_allocation" CHECK ("ieo_projects"."allocation" IN ('pending', 'allocating', 'allocated')),
	CONSTRAINT "ieo_projects_times" CHECK ("ieo_projects"."start_at" < "ieo_projects"."end_at" AND "ieo_projects"."end_at" <= "ieo_projects"."listing_at"),
	CONSTRAINT "ieo_projects_amounts" CHECK ("ieo_projects"."price_minor" > 0 AND "ieo_projects"."total_issuance" > 0 AND "ieo_projects"."min_amount" > 0 AND ("ieo_projects"."max_per_user" IS NULL OR "ieo_projects"."max_per_user" >= "ieo_projects"."min_amount") AND "ieo_projects"."subscribed" >= 0),
	CONSTRAINT "ieo_projects_open_held" CHECK ("ieo_projects"."status" = 'draft' OR "ieo_projects"."issuance_hold_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ieo_orders_request" ON "ieo_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "ieo_orders_user" ON "ieo_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ieo_orders_project" ON "ieo_orders" USING btree ("project_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ieo_projects_token" ON "ieo_projects" USING btree ("token_asset");--> statement-breakpoint
CREATE INDEX "ieo_projects_due" ON "ieo_projects" USING btree ("status","allocation","end_at");