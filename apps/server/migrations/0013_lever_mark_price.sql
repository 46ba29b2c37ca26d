CREATE TABLE "lever_risk_confirmations" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "liquidation_ppm" integer;--> statement-breakpoint
-- Positions from before this column keep the threshold of their market's terms (what they were opened under).
UPDATE "lever_positions" p SET "liquidation_ppm" = m."liquidation_ppm" FROM "lever_markets" m WHERE m."market_id" = p."market_id";--> statement-breakpoint
ALTER TABLE "lever_positions" ALTER COLUMN "liquidation_ppm" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "close_mark" jsonb;
