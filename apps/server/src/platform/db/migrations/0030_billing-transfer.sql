CREATE TABLE "billing_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"refunded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"unique_code" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"bank_account_id" uuid,
	"bank_label" text,
	"sender_name" text,
	"proof_key" text,
	"proof_type" text,
	"proof_size" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_status_known";--> statement-breakpoint
ALTER TABLE "billing_refunds" ADD CONSTRAINT "billing_refunds_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_refunds" ADD CONSTRAINT "billing_refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transfers" ADD CONSTRAINT "billing_transfers_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transfers" ADD CONSTRAINT "billing_transfers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transfers" ADD CONSTRAINT "billing_transfers_bank_account_id_billing_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."billing_bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transfers" ADD CONSTRAINT "billing_transfers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_refunds_invoice_key" ON "billing_refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_transfers_invoice_key" ON "billing_transfers" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_transfers_open_amount_key" ON "billing_transfers" USING btree ("amount") WHERE "billing_transfers"."status" in ('awaiting', 'submitted');--> statement-breakpoint
CREATE INDEX "billing_transfers_status_idx" ON "billing_transfers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "billing_invoices_admin_idx" ON "billing_invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_admin_status_idx" ON "billing_invoices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_admin_method_idx" ON "billing_invoices" USING btree ("method","created_at","id");--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_status_known" CHECK ("billing_invoices"."status" in ('unpaid', 'pending', 'paid', 'expired', 'cancelled', 'refunded'));