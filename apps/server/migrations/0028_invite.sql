CREATE TABLE "invite_links" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"joined_at" timestamp (3) with time zone NOT NULL,
	"rebate_until" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "invite_links_not_self" CHECK ("invite_links"."inviter_id" <> "invite_links"."invitee_id")
);
--> statement-breakpoint
CREATE TABLE "invite_rebates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_rebates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inviter_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"product" text NOT NULL,
	"order_id" bigint NOT NULL,
	"fee_ref" text NOT NULL,
	"asset" text NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "invite_rebates_positive" CHECK ("invite_rebates"."amount" > 0 AND "invite_rebates"."amount" <= "invite_rebates"."fee")
);
--> statement-breakpoint
CREATE INDEX "invite_links_inviter" ON "invite_links" USING btree ("inviter_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_rebates_fee" ON "invite_rebates" USING btree ("fee_ref");--> statement-breakpoint
CREATE INDEX "invite_rebates_inviter" ON "invite_rebates" USING btree ("inviter_id","id");