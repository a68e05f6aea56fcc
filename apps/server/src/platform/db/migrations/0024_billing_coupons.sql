CREATE TABLE "billing_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"packages" text[] NOT NULL,
	"months" integer[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"max_uses_per_member" integer,
	"active" boolean DEFAULT true NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_coupons_kind_known" CHECK ("billing_coupons"."kind" in ('percent', 'amount')),
	CONSTRAINT "billing_coupons_window" CHECK ("billing_coupons"."ends_at" > "billing_coupons"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "coupon_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_coupons_code_key" ON "billing_coupons" USING btree ("code");--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_coupon_id_billing_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."billing_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_coupon_idx" ON "billing_invoices" USING btree ("coupon_id","account_id") WHERE "billing_invoices"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "billing_invoices_paid_idx" ON "billing_invoices" USING btree ("paid_at") WHERE "billing_invoices"."status" = 'paid';