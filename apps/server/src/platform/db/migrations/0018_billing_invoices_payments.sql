CREATE TABLE "billing_gateway_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"gateway_status" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"number" text NOT NULL,
	"package_name" text NOT NULL,
	"months" integer NOT NULL,
	"kind" text NOT NULL,
	"list_price" bigint NOT NULL,
	"discount_percent" integer NOT NULL,
	"discount" bigint NOT NULL,
	"price" bigint NOT NULL,
	"credit_days" integer DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"method" text,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_amount_positive" CHECK ("billing_invoices"."amount" > 0),
	CONSTRAINT "billing_invoices_status_known" CHECK ("billing_invoices"."status" in ('unpaid', 'pending', 'paid', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"method" text NOT NULL,
	"external_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"token" text,
	"redirect_url" text,
	"gateway_status" text,
	"gateway_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_gateway_events_external_idx" ON "billing_gateway_events" USING btree ("method","external_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_key" ON "billing_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "billing_invoices_account_idx" ON "billing_invoices" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_method_external_id_key" ON "billing_payments" USING btree ("method","external_id");--> statement-breakpoint
CREATE INDEX "billing_payments_invoice_idx" ON "billing_payments" USING btree ("invoice_id");