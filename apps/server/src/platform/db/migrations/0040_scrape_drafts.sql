CREATE TABLE "scrape_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"run_id" uuid,
	"platform" text NOT NULL,
	"source_url" text NOT NULL,
	"external_id" text NOT NULL,
	"source_shop_id" text NOT NULL,
	"source_shop_name" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb NOT NULL,
	"tiers" jsonb NOT NULL,
	"variants" jsonb NOT NULL,
	"weight_grams" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_marketplace" text,
	"published_shop_id" uuid,
	"published_listing_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrape_drafts_status_known" CHECK ("scrape_drafts"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "scrape_drafts" ADD CONSTRAINT "scrape_drafts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrape_drafts_account_idx" ON "scrape_drafts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "scrape_drafts_run_idx" ON "scrape_drafts" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "scrape_drafts_source_idx" ON "scrape_drafts" USING btree ("account_id","platform","external_id");