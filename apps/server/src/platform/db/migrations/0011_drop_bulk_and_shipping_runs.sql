-- Bulk edits and bulk shipping now run on item_runs / item_run_items (platform/item-runs, 0010).
-- The old run tables held transient job state only: runs still in flight at deploy are dropped;
-- their queued jobs find no item and end without effect.
DROP TABLE "shipping_run_items" CASCADE;--> statement-breakpoint
DROP TABLE "shipping_runs" CASCADE;--> statement-breakpoint
DROP TABLE "bulk_run_items" CASCADE;--> statement-breakpoint
DROP TABLE "bulk_runs" CASCADE;