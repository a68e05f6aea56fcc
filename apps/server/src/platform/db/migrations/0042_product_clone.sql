CREATE TABLE "product_clone_attribute_answers" (
	"account_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"category_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_clone_attribute_answers_pk" PRIMARY KEY("account_id","marketplace","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_clone_category_mappings" (
	"account_id" uuid NOT NULL,
	"source_marketplace" text NOT NULL,
	"source_category_id" text NOT NULL,
	"destination_marketplace" text NOT NULL,
	"category_id" text NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_clone_category_mappings_pk" PRIMARY KEY("account_id","source_marketplace","source_category_id","destination_marketplace")
);
--> statement-breakpoint
CREATE TABLE "product_clone_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"source_listing_id" uuid NOT NULL,
	"destination_shop_id" uuid NOT NULL,
	"destination_external_id" text NOT NULL,
	"destination_listing_id" uuid,
	"status" text DEFAULT 'created' NOT NULL,
	"run_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_clone_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"source_shop_id" uuid NOT NULL,
	"destination_shop_id" uuid NOT NULL,
	"price_rule" jsonb NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"resumed_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_clone_attribute_answers" ADD CONSTRAINT "product_clone_attribute_answers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_clone_category_mappings" ADD CONSTRAINT "product_clone_category_mappings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_clone_copies" ADD CONSTRAINT "product_clone_copies_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_clone_copies" ADD CONSTRAINT "product_clone_copies_source_listing_id_listings_id_fk" FOREIGN KEY ("source_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_clone_copies" ADD CONSTRAINT "product_clone_copies_destination_shop_id_shops_id_fk" FOREIGN KEY ("destination_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_clone_runs" ADD CONSTRAINT "product_clone_runs_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_clone_runs" ADD CONSTRAINT "product_clone_runs_source_shop_id_shops_id_fk" FOREIGN KEY ("source_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_clone_runs" ADD CONSTRAINT "product_clone_runs_destination_shop_id_shops_id_fk" FOREIGN KEY ("destination_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_clone_copies_source_destination_key" ON "product_clone_copies" USING btree ("source_listing_id","destination_shop_id");--> statement-breakpoint
CREATE INDEX "product_clone_copies_account_destination_idx" ON "product_clone_copies" USING btree ("account_id","destination_shop_id");--> statement-breakpoint
CREATE INDEX "product_clone_runs_account_created_idx" ON "product_clone_runs" USING btree ("account_id","created_at");