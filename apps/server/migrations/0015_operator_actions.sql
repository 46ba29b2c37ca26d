CREATE TABLE "operator_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" bigint NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reason" text,
	"result" jsonb,
	"effective_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"asset_id" integer,
	"network" text,
	"spread_ppm" integer,
	"fee_ppm" integer,
	"withdraw_fee" numeric(39, 0),
	"previous" jsonb NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_changes_action_id_unique" UNIQUE("action_id")
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_proposed_by_operators_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_actions_one_pending" ON "operator_actions" USING btree ("kind","target") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "operator_actions_status" ON "operator_actions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fee_changes_effective" ON "fee_changes" USING btree ("kind","asset_id","network","effective_at");--> statement-breakpoint
-- A published fee change cannot be rewritten or withdrawn: users were told about it.
CREATE TRIGGER fee_changes_append_only BEFORE UPDATE OR DELETE ON fee_changes
  FOR EACH ROW EXECUTE FUNCTION bourse_refuse_change();--> statement-breakpoint
-- A two-person action is decided once: never deleted, its proposal never edited, a decided one final.
CREATE OR REPLACE FUNCTION operator_actions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'operator_actions: a decided action is final' USING ERRCODE = 'insufficient_privilege';
  END IF;
  -- What was proposed is what the approver decides on: it never changes under them.
  IF (NEW.id, NEW.kind, NEW.target, NEW.payload, NEW.sealed, NEW.proposed_by, NEW.proposed_at)
     IS DISTINCT FROM (OLD.id, OLD.kind, OLD.target, OLD.payload, OLD.sealed, OLD.proposed_by, OLD.proposed_at) THEN
    RAISE EXCEPTION 'operator_actions: a proposal never changes' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER operator_actions_guard BEFORE UPDATE OR DELETE ON operator_actions
  FOR EACH ROW EXECUTE FUNCTION operator_actions_guard();
