DROP INDEX "lever_positions_request";--> statement-breakpoint
DROP INDEX "spot_orders_request";--> statement-breakpoint
ALTER TABLE "request_keys" ALTER COLUMN "response" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "request_keys" ALTER COLUMN "response" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "request_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lever_positions_request" ON "lever_positions" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_request" ON "spot_orders" USING btree ("user_id","request_key");