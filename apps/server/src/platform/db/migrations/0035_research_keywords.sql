CREATE TABLE "research_keyword_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_keyword_listings" (
	"snapshot_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"shop_external_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_official" boolean NOT NULL,
	"price" bigint NOT NULL,
	"sold_count" bigint NOT NULL,
	"rating" real,
	"rating_count" integer NOT NULL,
	"location" text NOT NULL,
	"category_id" text NOT NULL,
	"image_url" text,
	CONSTRAINT "research_keyword_listings_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position")
);
--> statement-breakpoint
CREATE TABLE "research_keyword_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marketplace" text NOT NULL,
	"keyword" text NOT NULL,
	"day" date NOT NULL,
	"result_count" integer NOT NULL,
	"suggestion_rank" integer,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_keyword_analyses" ADD CONSTRAINT "research_keyword_analyses_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_keyword_listings" ADD CONSTRAINT "research_keyword_listings_snapshot_id_research_keyword_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."research_keyword_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_keyword_analyses_key" ON "research_keyword_analyses" USING btree ("account_id","marketplace","keyword");--> statement-breakpoint
CREATE INDEX "research_keyword_analyses_recent" ON "research_keyword_analyses" USING btree ("account_id","analysed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "research_keyword_listings_item" ON "research_keyword_listings" USING btree ("snapshot_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_keyword_snapshots_key" ON "research_keyword_snapshots" USING btree ("marketplace","keyword","day");