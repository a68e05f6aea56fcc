CREATE TABLE "billing_expiry_reminders" (
	"account_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"stage" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_expiry_reminders_account_id_expires_on_stage_pk" PRIMARY KEY("account_id","expires_on","stage")
);
--> statement-breakpoint
ALTER TABLE "billing_expiry_reminders" ADD CONSTRAINT "billing_expiry_reminders_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;