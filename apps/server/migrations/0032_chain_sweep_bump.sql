ALTER TABLE "chain_sweep_items" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chain_sweep_items" ADD COLUMN "replaced_gas_tx_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_sweep_items" ADD COLUMN "replaced_tx_ids" text[] DEFAULT '{}'::text[] NOT NULL;