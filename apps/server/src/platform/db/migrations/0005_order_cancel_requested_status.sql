-- A buyer's cancellation request became its own status (it was stored as cancelled with a flag).
UPDATE "orders" SET "status" = 'cancel_requested' WHERE "cancel_requested" = true AND "status" = 'cancelled';--> statement-breakpoint
UPDATE "order_status_history" SET "status" = 'cancel_requested'
  WHERE "status" = 'cancelled' AND "platform_status" = 'IN_CANCEL';
