CREATE TABLE "facebook_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"facebook_user_id" text NOT NULL,
	"name" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"status" text DEFAULT 'connect' NOT NULL,
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facebook_accounts_status_known" CHECK ("facebook_accounts"."status" in ('connect', 'disconnect'))
);
--> statement-breakpoint
CREATE TABLE "facebook_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facebook_account_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"access_token_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_imports" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"app_category" text NOT NULL,
	"external_shop_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"status" text DEFAULT 'connect' NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"refresh_due_at" timestamp with time zone,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"authorized_at" timestamp with time zone,
	"product_count" integer,
	"disconnect_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_app_category_known" CHECK ("shops"."app_category" in ('app', 'chat')),
	CONSTRAINT "shops_status_known" CHECK ("shops"."status" in ('connect', 'disconnect')),
	CONSTRAINT "shops_marketplace_known" CHECK ("shops"."marketplace" in ('shopee', 'tokopedia', 'lazada', 'tiktok', 'bukalapak'))
);
--> statement-breakpoint
CREATE TABLE "tokopedia_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"app_category" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_domain" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"source_shop_id" uuid,
	"shop_id" uuid,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "tokopedia_requests_status_known" CHECK ("tokopedia_requests"."status" in ('processing', 'connect'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"marketplace" text NOT NULL,
	"shop_id" text NOT NULL,
	"external_event_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facebook_accounts" ADD CONSTRAINT "facebook_accounts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facebook_pages" ADD CONSTRAINT "facebook_pages_facebook_account_id_facebook_accounts_id_fk" FOREIGN KEY ("facebook_account_id") REFERENCES "public"."facebook_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facebook_pages" ADD CONSTRAINT "facebook_pages_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_imports" ADD CONSTRAINT "shop_imports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_imports" ADD CONSTRAINT "shop_imports_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokopedia_requests" ADD CONSTRAINT "tokopedia_requests_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokopedia_requests" ADD CONSTRAINT "tokopedia_requests_source_shop_id_shops_id_fk" FOREIGN KEY ("source_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokopedia_requests" ADD CONSTRAINT "tokopedia_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokopedia_requests" ADD CONSTRAINT "tokopedia_requests_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facebook_accounts_facebook_user_id_key" ON "facebook_accounts" USING btree ("facebook_user_id");--> statement-breakpoint
CREATE INDEX "facebook_accounts_account_id_idx" ON "facebook_accounts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "facebook_pages_account_page_key" ON "facebook_pages" USING btree ("facebook_account_id","page_id");--> statement-breakpoint
CREATE INDEX "facebook_pages_account_id_idx" ON "facebook_pages" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_marketplace_shop_category_key" ON "shops" USING btree ("marketplace","external_shop_id","app_category");--> statement-breakpoint
CREATE INDEX "shops_account_id_status_created_at_idx" ON "shops" USING btree ("account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shops_refresh_due_at_idx" ON "shops" USING btree ("refresh_due_at") WHERE "shops"."status" = 'connect';--> statement-breakpoint
CREATE INDEX "tokopedia_requests_status_created_at_idx" ON "tokopedia_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tokopedia_requests_account_id_idx" ON "tokopedia_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tokopedia_requests_shop_domain_idx" ON "tokopedia_requests" USING btree ("shop_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_marketplace_shop_event_key" ON "webhook_events" USING btree ("marketplace","shop_id","external_event_id");