CREATE TABLE "reserve_leaves" (
	"snapshot_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"account" text NOT NULL,
	"nonce" text NOT NULL,
	"hash" text NOT NULL,
	"balances" jsonb NOT NULL,
	CONSTRAINT "reserve_leaves_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reserve_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"taken_at" timestamp (3) with time zone NOT NULL,
	"root" text NOT NULL,
	"leaf_count" integer NOT NULL,
	"encoding" text NOT NULL,
	"trigger" text NOT NULL,
	"operator_id" bigint,
	"assets" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reserve_leaves" ADD CONSTRAINT "reserve_leaves_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_leaves_user" ON "reserve_leaves" USING btree ("snapshot_id","user_id");--> statement-breakpoint
CREATE INDEX "reserve_snapshots_taken" ON "reserve_snapshots" USING btree ("taken_at");--> statement-breakpoint
-- A published snapshot is evidence: its root, totals and leaves never change (0001's guard).
CREATE TRIGGER reserve_snapshots_append_only BEFORE UPDATE OR DELETE ON reserve_snapshots
  FOR EACH ROW EXECUTE FUNCTION bourse_refuse_change();--> statement-breakpoint
CREATE TRIGGER reserve_leaves_append_only BEFORE UPDATE OR DELETE ON reserve_leaves
  FOR EACH ROW EXECUTE FUNCTION bourse_refuse_change();
