CREATE TABLE "item_run_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" jsonb,
	"reconnect" boolean DEFAULT false NOT NULL,
	"progress" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"kind" text NOT NULL,
	"marketplace" text,
	"total" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_run_items" ADD CONSTRAINT "item_run_items_run_id_item_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."item_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_run_items_run_status_idx" ON "item_run_items" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "item_runs_account_created_idx" ON "item_runs" USING btree ("account_id","created_at");