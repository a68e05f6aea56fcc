ALTER TABLE "order_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_account_id_marketplace_status_day_shop_id_pk";--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_account_id_marketplace_status_day_shop_id_slot_pk" PRIMARY KEY("account_id","marketplace","status","day","shop_id","slot");--> statement-breakpoint
-- As 0009, with the counter row chosen among 16 by the order's id (the last byte of its uuid): orders of
-- one shop, status and day stored at once by concurrent transactions mostly lock different rows, where
-- one row made each wait for the other's whole transaction. An order keeps its slot, so a status move
-- takes 1 from the old status's row and adds 1 to the new one's of the same slot; readers sum slots.
CREATE OR REPLACE FUNCTION "order_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_counts" AS c ("account_id", "marketplace", "shop_id", "status", "day", "slot", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date, get_byte(uuid_send("id"), 15) % 16, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 4, 5, 3, 6
    ON CONFLICT ("account_id", "marketplace", "status", "day", "shop_id", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_counts" AS c ("account_id", "marketplace", "shop_id", "status", "day", "slot", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date, get_byte(uuid_send("id"), 15) % 16, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 4, 5, 3, 6
    ON CONFLICT ("account_id", "marketplace", "status", "day", "shop_id", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "order_counts" AS c ("account_id", "marketplace", "shop_id", "status", "day", "slot", "n")
    SELECT "account_id", "marketplace", "shop_id", "status", "day", "slot", sum("d")
    FROM (
      SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date AS "day", get_byte(uuid_send("id"), 15) % 16 AS "slot", 1 AS "d" FROM new_rows
      UNION ALL
      SELECT "account_id", "marketplace", "shop_id", "status", ("placed_at" AT TIME ZONE 'Asia/Jakarta')::date, get_byte(uuid_send("id"), 15) % 16, -1 FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("d") <> 0 ORDER BY 1, 2, 4, 5, 3, 6
    ON CONFLICT ("account_id", "marketplace", "status", "day", "shop_id", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
