CREATE TABLE "order_counts" (
	"account_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_account_id_marketplace_status_day_shop_id_pk" PRIMARY KEY("account_id","marketplace","status","day","shop_id")
);
--> statement-breakpoint
DROP INDEX "orders_account_marketplace_status_placed_idx";--> statement-breakpoint
CREATE INDEX "orders_account_marketplace_status_placed_id_idx" ON "orders" USING btree ("account_id","marketplace","status","placed_at","id");--> statement-breakpoint
-- One grouped upsert per statement over the changed rows (transition tables), so a sync page of orders
-- touches each counter row once; the day is the Jakarta calendar day the list's date filters use.
CREATE FUNCTION "order_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_counts" AS c ("account_id", "marketplace", "shop_id", "status", "day", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 4, 5, 3
    ON CONFLICT ("account_id", "marketplace", "status", "day", "shop_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_counts" AS c ("account_id", "marketplace", "shop_id", "status", "day", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 4, 5, 3
    ON CONFLICT ("account_id", "marketplace", "status", "day", "shop_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "order_counts" AS c ("account_id", "marketplace", "shop_id", "status", "day", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", "day", sum("d")
    FROM (
      SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date AS "day", 1 AS "d" FROM new_rows
      UNION ALL
      SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date, -1 FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum("d") <> 0 ORDER BY 1, 2, 4, 5, 3
    ON CONFLICT ("account_id", "marketplace", "status", "day", "shop_id") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_counts_insert_trg" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "order_counts_update_trg" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "order_counts_delete_trg" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_apply"();--> statement-breakpoint
INSERT INTO "order_counts" ("account_id", "marketplace", "shop_id", "status", "day", "n")
SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date, count(*)
FROM "orders" GROUP BY 1, 2, 3, 4, 5;
