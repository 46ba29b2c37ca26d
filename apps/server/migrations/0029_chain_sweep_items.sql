CREATE TABLE "chain_sweep_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_sweep_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action_id" bigint NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"asset" text NOT NULL,
	"state" text NOT NULL,
	"amount" numeric(39, 0),
	"gas_price" numeric(39, 0),
	"gas_limit" numeric(39, 0),
	"gas_value" numeric(39, 0),
	"gas_tx_id" text,
	"gas_raw_tx" text,
	"gas_fee" numeric(39, 0),
	"tx_id" text,
	"raw_tx" text,
	"tx_fee" numeric(39, 0),
	"hold_id" bigint,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chain_sweep_items_one" ON "chain_sweep_items" USING btree ("action_id","address","asset");--> statement-breakpoint
CREATE INDEX "chain_sweep_items_state" ON "chain_sweep_items" USING btree ("network","state");