CREATE TABLE "order_reconciliations" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"reconciled_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_reconciliations" ADD CONSTRAINT "order_reconciliations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reconciliations" ADD CONSTRAINT "order_reconciliations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;