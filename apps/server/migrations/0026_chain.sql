CREATE TABLE "chain_blocks" (
	"network" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "chain_blocks_network_number_pk" PRIMARY KEY("network","number")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"last_block" bigint NOT NULL,
	"last_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"tx_id" text NOT NULL,
	"output_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"address" text NOT NULL,
	"user_id" bigint NOT NULL,
	"asset_id" integer NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"status" text NOT NULL,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_sweeps" (
	"action_id" bigint PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"state" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_withdrawals" (
	"withdrawal_id" bigint PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"state" text NOT NULL,
	"tx_id" text,
	"raw_tx" text,
	"block_number" bigint,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_output" ON "chain_deposits" USING btree ("network","tx_id","output_index");--> statement-breakpoint
CREATE INDEX "chain_deposits_user" ON "chain_deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chain_deposits_status" ON "chain_deposits" USING btree ("network","status");--> statement-breakpoint
CREATE INDEX "chain_withdrawals_state" ON "chain_withdrawals" USING btree ("network","state");