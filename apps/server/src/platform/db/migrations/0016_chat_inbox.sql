CREATE TABLE "chat_conversation_counts" (
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"unread" bigint DEFAULT 0 NOT NULL,
	"unanswered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_conversation_counts_account_id_shop_id_pk" PRIMARY KEY("account_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"external_id" text NOT NULL,
	"buyer_id" text DEFAULT '' NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_avatar_url" text,
	"last_message_external_id" text,
	"last_message_kind" text,
	"last_message_preview" text,
	"last_message_sender" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"can_send" boolean DEFAULT true NOT NULL,
	"messages_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"sender" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"search_text" text,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by_member" uuid,
	"sent_by_name" text,
	"source" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reconciliations" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"reconciled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sent_by_member_users_id_fk" FOREIGN KEY ("sent_by_member") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reconciliations" ADD CONSTRAINT "chat_reconciliations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reconciliations" ADD CONSTRAINT "chat_reconciliations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_shop_external_key" ON "chat_conversations" USING btree ("shop_id","external_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_account_last_idx" ON "chat_conversations" USING btree ("account_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_account_shop_last_idx" ON "chat_conversations" USING btree ("account_id","shop_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_account_marketplace_last_idx" ON "chat_conversations" USING btree ("account_id","marketplace","last_message_at","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_unread_last_idx" ON "chat_conversations" USING btree ("account_id","last_message_at","id") WHERE "chat_conversations"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "chat_conversations_unanswered_last_idx" ON "chat_conversations" USING btree ("account_id","last_message_at","id") WHERE "chat_conversations"."waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversations_buyer_name_trgm_idx" ON "chat_conversations" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_conversation_external_key" ON "chat_messages" USING btree ("conversation_id","external_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_sent_idx" ON "chat_messages" USING btree ("conversation_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_search_trgm_idx" ON "chat_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Inbox tab counts per account and shop, one grouped upsert per statement over the changed rows
-- (transition tables): inserts add, deletes subtract (never creating a counter row for a shop going
-- away), updates add the difference, only where a row moved in or out of a tab.
CREATE FUNCTION "chat_conversation_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_conversation_counts" AS c ("account_id", "shop_id", "marketplace", "total", "unread", "unanswered")
  SELECT "account_id", "shop_id", min("marketplace"), count(*),
    count(*) FILTER (WHERE "unread_count" > 0), count(*) FILTER (WHERE "waiting_since" IS NOT NULL)
  FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("account_id", "shop_id") DO UPDATE
  SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread",
    "unanswered" = c."unanswered" + excluded."unanswered";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "chat_conversation_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_conversation_counts" AS c ("account_id", "shop_id", "marketplace", "total", "unread", "unanswered")
  SELECT "account_id", "shop_id", min("marketplace"), sum("t"), sum("u"), sum("w")
  FROM (
    SELECT "account_id", "shop_id", "marketplace", 1 AS "t",
      CASE WHEN "unread_count" > 0 THEN 1 ELSE 0 END AS "u",
      CASE WHEN "waiting_since" IS NOT NULL THEN 1 ELSE 0 END AS "w"
    FROM new_rows
    UNION ALL
    SELECT "account_id", "shop_id", "marketplace", -1,
      CASE WHEN "unread_count" > 0 THEN -1 ELSE 0 END,
      CASE WHEN "waiting_since" IS NOT NULL THEN -1 ELSE 0 END
    FROM old_rows
  ) AS changes
  GROUP BY 1, 2 HAVING sum("t") <> 0 OR sum("u") <> 0 OR sum("w") <> 0
  ORDER BY 1, 2
  ON CONFLICT ("account_id", "shop_id") DO UPDATE
  SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread",
    "unanswered" = c."unanswered" + excluded."unanswered";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "chat_conversation_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "chat_conversation_counts" AS c
  SET "total" = c."total" - d."total", "unread" = c."unread" - d."unread", "unanswered" = c."unanswered" - d."unanswered"
  FROM (
    SELECT "account_id", "shop_id", count(*) AS "total",
      count(*) FILTER (WHERE "unread_count" > 0) AS "unread",
      count(*) FILTER (WHERE "waiting_since" IS NOT NULL) AS "unanswered"
    FROM old_rows GROUP BY 1, 2
  ) AS d
  WHERE c."account_id" = d."account_id" AND c."shop_id" = d."shop_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "chat_conversation_counts_insert_trg" AFTER INSERT ON "chat_conversations" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chat_conversation_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "chat_conversation_counts_update_trg" AFTER UPDATE ON "chat_conversations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chat_conversation_counts_update"();--> statement-breakpoint
CREATE TRIGGER "chat_conversation_counts_delete_trg" AFTER DELETE ON "chat_conversations" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chat_conversation_counts_delete"();
