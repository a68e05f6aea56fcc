CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "bulk_run_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"reconnect" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"kind" text NOT NULL,
	"total" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"platform_status" text NOT NULL,
	"category_id" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"dimensions" jsonb,
	"condition" text DEFAULT 'new' NOT NULL,
	"logistics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplier" text,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"max_price" bigint DEFAULT 0 NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"variant_count" integer DEFAULT 1 NOT NULL,
	"skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"platform_updated_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_known" CHECK ("listings"."status" in ('live', 'unlisted', 'soldout', 'violation', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "master_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_skus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"master_product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"oversold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_skus_stock_not_negative" CHECK ("master_skus"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sku_links" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"master_sku_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"master_sku_id" uuid NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"shop_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_order_effects" (
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"external_order_id" text NOT NULL,
	"external_item_id" text NOT NULL,
	"master_sku_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_order_effects_shop_id_external_order_id_external_item_id_pk" PRIMARY KEY("shop_id","external_order_id","external_item_id")
);
--> statement-breakpoint
CREATE TABLE "stock_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"master_sku_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_pushes_status_known" CHECK ("stock_pushes"."status" in ('pending', 'failed', 'done', 'given_up'))
);
--> statement-breakpoint
CREATE TABLE "stock_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"auto_push" boolean DEFAULT true NOT NULL,
	"buffer" integer DEFAULT 0 NOT NULL,
	"shop_ids" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_run_items" ADD CONSTRAINT "bulk_run_items_run_id_bulk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bulk_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_run_items" ADD CONSTRAINT "bulk_run_items_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_run_items" ADD CONSTRAINT "bulk_run_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_variants" ADD CONSTRAINT "listing_variants_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_variants" ADD CONSTRAINT "listing_variants_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_skus" ADD CONSTRAINT "master_skus_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_skus" ADD CONSTRAINT "master_skus_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_links" ADD CONSTRAINT "sku_links_variant_id_listing_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."listing_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_links" ADD CONSTRAINT "sku_links_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_links" ADD CONSTRAINT "sku_links_master_sku_id_master_skus_id_fk" FOREIGN KEY ("master_sku_id") REFERENCES "public"."master_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_log" ADD CONSTRAINT "stock_log_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_log" ADD CONSTRAINT "stock_log_master_sku_id_master_skus_id_fk" FOREIGN KEY ("master_sku_id") REFERENCES "public"."master_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_log" ADD CONSTRAINT "stock_log_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_log" ADD CONSTRAINT "stock_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_effects" ADD CONSTRAINT "stock_order_effects_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_effects" ADD CONSTRAINT "stock_order_effects_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_effects" ADD CONSTRAINT "stock_order_effects_master_sku_id_master_skus_id_fk" FOREIGN KEY ("master_sku_id") REFERENCES "public"."master_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pushes" ADD CONSTRAINT "stock_pushes_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pushes" ADD CONSTRAINT "stock_pushes_variant_id_listing_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."listing_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pushes" ADD CONSTRAINT "stock_pushes_master_sku_id_master_skus_id_fk" FOREIGN KEY ("master_sku_id") REFERENCES "public"."master_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_settings" ADD CONSTRAINT "stock_settings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_run_items_run_status_idx" ON "bulk_run_items" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "bulk_runs_account_created_idx" ON "bulk_runs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_variants_listing_external_key" ON "listing_variants" USING btree ("listing_id","external_id");--> statement-breakpoint
CREATE INDEX "listing_variants_account_sku_idx" ON "listing_variants" USING btree ("account_id",lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "listings_shop_external_key" ON "listings" USING btree ("shop_id","external_id");--> statement-breakpoint
CREATE INDEX "listings_account_marketplace_updated_idx" ON "listings" USING btree ("account_id","marketplace","updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_account_marketplace_status_idx" ON "listings" USING btree ("account_id","marketplace","status");--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_products_account_updated_idx" ON "master_products" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "master_skus_account_sku_key" ON "master_skus" USING btree ("account_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "master_skus_master_product_idx" ON "master_skus" USING btree ("master_product_id");--> statement-breakpoint
CREATE INDEX "sku_links_master_sku_idx" ON "sku_links" USING btree ("master_sku_id");--> statement-breakpoint
CREATE INDEX "stock_log_account_created_idx" ON "stock_log" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_log_master_sku_idx" ON "stock_log" USING btree ("master_sku_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_pushes_variant_key" ON "stock_pushes" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "stock_pushes_account_status_idx" ON "stock_pushes" USING btree ("account_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "stock_pushes_master_sku_idx" ON "stock_pushes" USING btree ("master_sku_id");