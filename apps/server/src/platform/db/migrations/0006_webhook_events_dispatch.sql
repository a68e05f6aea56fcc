ALTER TABLE "webhook_events" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
-- Events from before this migration were handed to the old `webhook.received.v1` jobs. Those of the last
-- 10 minutes (the old job's retries span about 5) are handed to the subscribers' queues again; the
-- listeners are idempotent. Older ones are done.
UPDATE "webhook_events" SET "dispatched_at" = "received_at" WHERE "received_at" < now() - interval '10 minutes';--> statement-breakpoint
CREATE INDEX "webhook_events_waiting_idx" ON "webhook_events" USING btree ("id") WHERE "webhook_events"."dispatched_at" is null;