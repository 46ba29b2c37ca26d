ALTER TABLE "coupon_campaigns" DROP CONSTRAINT "coupon_campaigns_product";--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "coupon_discount" numeric(39, 0);--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_product" CHECK ("coupon_campaigns"."product" IN ('lever', 'microtrade', 'spot'));