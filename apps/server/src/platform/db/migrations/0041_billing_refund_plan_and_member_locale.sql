ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "previous_package" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "previous_status" boolean;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "previous_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('id', 'en'));