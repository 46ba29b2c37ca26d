ALTER TABLE "chain_withdrawals" ADD COLUMN "gas_hold_id" bigint;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD COLUMN "network_fee" numeric(39, 0);--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD COLUMN "replaced_tx_ids" text[] DEFAULT '{}'::text[] NOT NULL;