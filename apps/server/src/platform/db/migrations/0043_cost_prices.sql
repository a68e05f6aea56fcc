CREATE TABLE "cost_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"master_sku_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"cost" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_prices_cost_not_negative" CHECK ("cost_prices"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cost_prices" ADD CONSTRAINT "cost_prices_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_prices" ADD CONSTRAINT "cost_prices_master_sku_id_master_skus_id_fk" FOREIGN KEY ("master_sku_id") REFERENCES "public"."master_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_prices" ADD CONSTRAINT "cost_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_prices_sku_day_key" ON "cost_prices" USING btree ("master_sku_id","effective_from");--> statement-breakpoint
CREATE INDEX "cost_prices_account_sku_idx" ON "cost_prices" USING btree ("account_id","master_sku_id","effective_from");