CREATE TABLE "boost_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"listing_id" uuid,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"outcome" text NOT NULL,
	"failure" jsonb,
	"boosted_until" timestamp with time zone,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "boost_history_outcome_known" CHECK ("boost_history"."outcome" in ('boosted', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "boost_queue_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"priority" integer NOT NULL,
	"last_boosted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boost_queues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"boosted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"boosted_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boost_queues_status_known" CHECK ("boost_queues"."status" in ('active', 'paused', 'stopped')),
	CONSTRAINT "boost_queues_interval_known" CHECK ("boost_queues"."interval" in ('hourly', 'every4h'))
);
--> statement-breakpoint
ALTER TABLE "boost_history" ADD CONSTRAINT "boost_history_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_history" ADD CONSTRAINT "boost_history_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_history" ADD CONSTRAINT "boost_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_queue_items" ADD CONSTRAINT "boost_queue_items_queue_id_boost_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."boost_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_queue_items" ADD CONSTRAINT "boost_queue_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_queues" ADD CONSTRAINT "boost_queues_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_queues" ADD CONSTRAINT "boost_queues_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boost_history_shop_at_idx" ON "boost_history" USING btree ("shop_id","at","id");--> statement-breakpoint
CREATE INDEX "boost_history_listing_at_idx" ON "boost_history" USING btree ("listing_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "boost_queue_items_queue_listing_key" ON "boost_queue_items" USING btree ("queue_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boost_queues_shop_key" ON "boost_queues" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "boost_queues_account_idx" ON "boost_queues" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "boost_queues_due_idx" ON "boost_queues" USING btree ("next_run_at") WHERE "boost_queues"."status" = 'active';