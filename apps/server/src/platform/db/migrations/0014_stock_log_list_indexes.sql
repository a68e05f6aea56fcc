DROP INDEX "stock_log_account_created_idx";--> statement-breakpoint
DROP INDEX "stock_log_master_sku_idx";--> statement-breakpoint
CREATE INDEX "stock_log_account_reason_idx" ON "stock_log" USING btree ("account_id","reason","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_log_shop_idx" ON "stock_log" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_log_account_created_idx" ON "stock_log" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_log_master_sku_idx" ON "stock_log" USING btree ("master_sku_id","created_at","id");