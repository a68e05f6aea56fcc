DROP INDEX "notifications_account_updated_idx";--> statement-breakpoint
CREATE INDEX "notifications_list_idx" ON "notifications" USING btree ("account_id","type","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_list_unread_idx" ON "notifications" USING btree ("account_id","type","updated_at","id") WHERE "notifications"."read" = false;--> statement-breakpoint
CREATE INDEX "notifications_list_marketplace_idx" ON "notifications" USING btree ("account_id","type","marketplace","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_list_shopname_idx" ON "notifications" USING btree ("account_id","type",("detail"->>'shopname'),"updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_list_order_status_idx" ON "notifications" USING btree ("account_id","type",("detail"->>'orderStatus'),"updated_at","id");