CREATE TABLE "email_blast_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blast_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"subscription_package" text NOT NULL,
	"expired_at" timestamp with time zone,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_blast_recipients_status_known" CHECK ("email_blast_recipients"."status" in ('pending', 'queued', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "email_blasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"next_batch_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "email_blasts_status_known" CHECK ("email_blasts"."status" in ('scheduled', 'sending', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "activity_daily" (
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "activity_daily_day_account_id_kind_pk" PRIMARY KEY("day","account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "api_hits_daily" (
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"hits" integer NOT NULL,
	"errors" integer NOT NULL,
	CONSTRAINT "api_hits_daily_day_account_id_method_route_pk" PRIMARY KEY("day","account_id","method","route")
);
--> statement-breakpoint
CREATE TABLE "marketplace_calls_daily" (
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"calls" integer NOT NULL,
	"errors" integer NOT NULL,
	CONSTRAINT "marketplace_calls_daily_day_platform_pk" PRIMARY KEY("day","platform")
);
--> statement-breakpoint
ALTER TABLE "email_blast_recipients" ADD CONSTRAINT "email_blast_recipients_blast_id_email_blasts_id_fk" FOREIGN KEY ("blast_id") REFERENCES "public"."email_blasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_blast_recipients" ADD CONSTRAINT "email_blast_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_blasts" ADD CONSTRAINT "email_blasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_blast_recipients_blast_user_key" ON "email_blast_recipients" USING btree ("blast_id","user_id");--> statement-breakpoint
CREATE INDEX "email_blast_recipients_blast_status_idx" ON "email_blast_recipients" USING btree ("blast_id","status");--> statement-breakpoint
CREATE INDEX "email_blasts_due_idx" ON "email_blasts" USING btree ("next_batch_at") WHERE "email_blasts"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "email_blasts_created_at_idx" ON "email_blasts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_daily_account_day_idx" ON "activity_daily" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "api_hits_daily_account_day_idx" ON "api_hits_daily" USING btree ("account_id","day");