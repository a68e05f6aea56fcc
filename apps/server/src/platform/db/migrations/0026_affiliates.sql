CREATE TABLE "affiliate_clicks" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "affiliate_clicks_account_id_day_visitor_pk" PRIMARY KEY("account_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"referred_account_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_amount" bigint NOT NULL,
	"paying_referrals_before" integer NOT NULL,
	"percent" integer NOT NULL,
	"amount" bigint NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_commissions_amount_not_negative" CHECK ("affiliate_commissions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_payouts_amount_positive" CHECK ("affiliate_payouts"."amount" > 0),
	CONSTRAINT "affiliate_payouts_status_known" CHECK ("affiliate_payouts"."status" in ('requested', 'approved', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"referred_account_id" uuid PRIMARY KEY NOT NULL,
	"referrer_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_referrals_not_self" CHECK ("affiliate_referrals"."referred_account_id" <> "affiliate_referrals"."referrer_account_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_terms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tiers" jsonb NOT NULL,
	"min_payout" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_terms_single_row" CHECK ("affiliate_terms"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_referred_account_id_users_id_fk" FOREIGN KEY ("referred_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_referred_account_id_users_id_fk" FOREIGN KEY ("referred_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_referrer_account_id_users_id_fk" FOREIGN KEY ("referrer_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_invoice_key" ON "affiliate_commissions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_account_idx" ON "affiliate_commissions" USING btree ("account_id","earned_at");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_earned_idx" ON "affiliate_commissions" USING btree ("earned_at");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_account_idx" ON "affiliate_payouts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_status_idx" ON "affiliate_payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_referrer_idx" ON "affiliate_referrals" USING btree ("referrer_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_key" ON "affiliates" USING btree ("code");