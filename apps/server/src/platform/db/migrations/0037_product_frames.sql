CREATE TABLE "framed_covers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"frame_id" uuid,
	"original_cover" jsonb NOT NULL,
	"framed_cover" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_frames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"template" jsonb,
	"image_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "framed_covers" ADD CONSTRAINT "framed_covers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framed_covers" ADD CONSTRAINT "framed_covers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framed_covers" ADD CONSTRAINT "framed_covers_frame_id_product_frames_id_fk" FOREIGN KEY ("frame_id") REFERENCES "public"."product_frames"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_frames" ADD CONSTRAINT "product_frames_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "framed_covers_listing_key" ON "framed_covers" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "framed_covers_account_frame_idx" ON "framed_covers" USING btree ("account_id","frame_id");--> statement-breakpoint
CREATE INDEX "framed_covers_account_marketplace_idx" ON "framed_covers" USING btree ("account_id","marketplace","applied_at");--> statement-breakpoint
CREATE INDEX "product_frames_account_marketplace_idx" ON "product_frames" USING btree ("account_id","marketplace","updated_at");