CREATE TABLE "chat_auto_reply_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"conversation_id" text NOT NULL,
	"trigger_message_id" text NOT NULL,
	"trigger" text DEFAULT '' NOT NULL,
	"buyer_id" text NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"reply_key" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_auto_reply_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"match" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"text" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "chat_auto_reply_rules_match_known" CHECK ("chat_auto_reply_rules"."match" in ('contains', 'exact'))
);
--> statement-breakpoint
CREATE TABLE "chat_auto_reply_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"greeting_enabled" boolean DEFAULT false NOT NULL,
	"greeting_text" text DEFAULT '' NOT NULL,
	"away_enabled" boolean DEFAULT false NOT NULL,
	"away_text" text DEFAULT '' NOT NULL,
	"working_hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_buyer_activity" (
	"shop_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_buyer_activity_shop_id_buyer_id_pk" PRIMARY KEY("shop_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reminder_policies" (
	"shop_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reminder_policies_shop_id_kind_pk" PRIMARY KEY("shop_id","kind")
);
--> statement-breakpoint
CREATE TABLE "chat_reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"subject" text NOT NULL,
	"order_id" uuid,
	"conversation_id" text,
	"buyer_name" text DEFAULT '' NOT NULL,
	"step" integer NOT NULL,
	"text" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"failure" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shortcut" text NOT NULL,
	"text" text NOT NULL,
	"marketplace" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_auto_reply_log" ADD CONSTRAINT "chat_auto_reply_log_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_auto_reply_log" ADD CONSTRAINT "chat_auto_reply_log_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_auto_reply_rules" ADD CONSTRAINT "chat_auto_reply_rules_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_auto_reply_rules" ADD CONSTRAINT "chat_auto_reply_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_auto_reply_settings" ADD CONSTRAINT "chat_auto_reply_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_auto_reply_settings" ADD CONSTRAINT "chat_auto_reply_settings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_buyer_activity" ADD CONSTRAINT "chat_buyer_activity_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reminder_policies" ADD CONSTRAINT "chat_reminder_policies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reminder_policies" ADD CONSTRAINT "chat_reminder_policies_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reminder_sends" ADD CONSTRAINT "chat_reminder_sends_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reminder_sends" ADD CONSTRAINT "chat_reminder_sends_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_templates" ADD CONSTRAINT "chat_templates_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_auto_reply_log_trigger_key" ON "chat_auto_reply_log" USING btree ("shop_id","trigger_message_id");--> statement-breakpoint
CREATE INDEX "chat_auto_reply_log_buyer_idx" ON "chat_auto_reply_log" USING btree ("shop_id","buyer_id","reply_key","created_at");--> statement-breakpoint
CREATE INDEX "chat_auto_reply_log_shop_created_idx" ON "chat_auto_reply_log" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_auto_reply_rules_shop_position_idx" ON "chat_auto_reply_rules" USING btree ("shop_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reminder_sends_subject_step_key" ON "chat_reminder_sends" USING btree ("shop_id","kind","subject_key","step");--> statement-breakpoint
CREATE INDEX "chat_reminder_sends_shop_created_idx" ON "chat_reminder_sends" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_reminder_sends_pending_order_idx" ON "chat_reminder_sends" USING btree ("order_id") WHERE "chat_reminder_sends"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_templates_account_shortcut_key" ON "chat_templates" USING btree ("account_id",lower("shortcut"));--> statement-breakpoint
CREATE INDEX "chat_templates_account_position_idx" ON "chat_templates" USING btree ("account_id","position");