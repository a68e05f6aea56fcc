-- The same indexes with a 256 kB GIN pending list: a storage parameter, changed in place (no rebuild).
ALTER INDEX "orders_search_trgm_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "listings_search_trgm_idx" SET (gin_pending_list_limit=256);
