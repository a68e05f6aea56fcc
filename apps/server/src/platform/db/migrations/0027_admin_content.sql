CREATE TABLE "landing_pages" (
	"page" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
DROP INDEX "popup_banners_audience_idx";--> statement-breakpoint
ALTER TABLE "popup_banners" ADD COLUMN "audiences" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "popup_banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popup_banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "popup_banners_created_idx" ON "popup_banners" USING btree ("created_at");--> statement-breakpoint
-- A banner had one audience; it now has a list. Keep what each one was for.
UPDATE "popup_banners" SET "audiences" = ARRAY["audience"];--> statement-breakpoint
ALTER TABLE "popup_banners" DROP COLUMN "audience";