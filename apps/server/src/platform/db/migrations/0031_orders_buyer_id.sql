ALTER TABLE "chat_reminder_sends" ADD COLUMN "buyer_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_id" text;--> statement-breakpoint
CREATE INDEX "orders_shop_buyer_placed_idx" ON "orders" USING btree ("shop_id","buyer_id","placed_at");