DROP INDEX "chat_messages_conversation_sent_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_sent_seq_idx" ON "chat_messages" USING btree ("conversation_id","sent_at","seq");