ALTER TABLE "orders" ADD COLUMN "money" jsonb;--> statement-breakpoint
-- Lazada's `price` leaves shipping out: what the buyer paid is price + shipping (stored before vouchers were read).
UPDATE "orders" SET "total_amount" = "total_amount" + "shipping_fee" WHERE "marketplace" = 'lazada';--> statement-breakpoint
-- Orders stored before the breakdown: items, shipping and total; the rest is named as an adjustment until the
-- order is read again.
UPDATE "orders" SET "money" = jsonb_build_object(
  'itemsSubtotal', i."items",
  'sellerDiscount', 0,
  'platformDiscount', 0,
  'shippingFee', "orders"."shipping_fee",
  'shippingSellerDiscount', 0,
  'shippingPlatformDiscount', 0,
  'buyerFees', 0,
  'otherAdjustment', "orders"."total_amount" - i."items" - "orders"."shipping_fee",
  'totalPaid', "orders"."total_amount",
  'seller', NULL
)
FROM (
  SELECT o."id", COALESCE(SUM(oi."price" * oi."quantity"), 0)::bigint AS "items"
  FROM "orders" o LEFT JOIN "order_items" oi ON oi."order_id" = o."id"
  GROUP BY o."id"
) i
WHERE i."id" = "orders"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "money" SET NOT NULL;
