CREATE TABLE "listing_counts" (
	"account_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"status" text NOT NULL,
	"stock_level" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counts_account_id_marketplace_shop_id_status_stock_level_pk" PRIMARY KEY("account_id","marketplace","shop_id","status","stock_level")
);
--> statement-breakpoint
DROP INDEX "listings_account_marketplace_status_idx";--> statement-breakpoint
CREATE INDEX "listings_account_marketplace_status_updated_idx" ON "listings" USING btree ("account_id","marketplace","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_account_marketplace_name_idx" ON "listings" USING btree ("account_id","marketplace","name","id");--> statement-breakpoint
CREATE INDEX "listings_account_marketplace_min_price_idx" ON "listings" USING btree ("account_id","marketplace","min_price","id");--> statement-breakpoint
CREATE INDEX "listings_account_marketplace_max_price_idx" ON "listings" USING btree ("account_id","marketplace","max_price","id");--> statement-breakpoint
CREATE INDEX "listings_account_marketplace_stock_idx" ON "listings" USING btree ("account_id","marketplace","total_stock","id");--> statement-breakpoint
-- The counters are kept by statement triggers over the changed rows (one grouped upsert per statement,
-- so an import of thousands of listings touches each counter row once); the 5 is LOW_STOCK_THRESHOLD
-- of @booster/domain (products.test.ts checks the counters against counting the rows).
CREATE FUNCTION "listing_stock_level"(stock integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stock <= 0 THEN 'out' WHEN stock <= 5 THEN 'low' ELSE 'in' END
$$;--> statement-breakpoint
CREATE FUNCTION "listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_counts" AS c ("account_id", "marketplace", "shop_id", "status", "stock_level", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", listing_stock_level("total_stock"), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("account_id", "marketplace", "shop_id", "status", "stock_level") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "listing_counts" AS c ("account_id", "marketplace", "shop_id", "status", "stock_level", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", listing_stock_level("total_stock"), -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("account_id", "marketplace", "shop_id", "status", "stock_level") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "listing_counts" AS c ("account_id", "marketplace", "shop_id", "status", "stock_level", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", "level", sum("d")
    FROM (
      SELECT "account_id", "marketplace", "shop_id", "status", listing_stock_level("total_stock") AS "level", 1 AS "d" FROM new_rows
      UNION ALL
      SELECT "account_id", "marketplace", "shop_id", "status", listing_stock_level("total_stock"), -1 FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum("d") <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("account_id", "marketplace", "shop_id", "status", "stock_level") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listing_counts_insert_trg" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "listing_counts_update_trg" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "listing_counts_delete_trg" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();--> statement-breakpoint
INSERT INTO "listing_counts" ("account_id", "marketplace", "shop_id", "status", "stock_level", "n")
SELECT "account_id", "marketplace", "shop_id", "status", listing_stock_level("total_stock"), count(*)
FROM "listings" GROUP BY 1, 2, 3, 4, 5;
