CREATE TABLE "stock_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"master_sku_id" uuid,
	"shop_id" uuid,
	"share_percent" integer DEFAULT 100 NOT NULL,
	"share_constant" integer DEFAULT 0 NOT NULL,
	"buffer" integer DEFAULT 0 NOT NULL,
	"lock_below" integer,
	"lock_shop_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_rules_one_target" CHECK ("stock_rules"."master_sku_id" is null or "stock_rules"."shop_id" is null),
	CONSTRAINT "stock_rules_share_percent" CHECK ("stock_rules"."share_percent" between 0 and 100),
	CONSTRAINT "stock_rules_buffer" CHECK ("stock_rules"."buffer" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_rules" ADD CONSTRAINT "stock_rules_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_rules" ADD CONSTRAINT "stock_rules_master_sku_id_master_skus_id_fk" FOREIGN KEY ("master_sku_id") REFERENCES "public"."master_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_rules" ADD CONSTRAINT "stock_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_rules" ADD CONSTRAINT "stock_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_rules_target_key" ON "stock_rules" USING btree ("account_id",coalesce("master_sku_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("shop_id", '00000000-0000-0000-0000-000000000000'::uuid));