CREATE TABLE "research_market_categories" (
	"marketplace" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"parent_name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "research_market_categories_marketplace_id_pk" PRIMARY KEY("marketplace","id")
);
--> statement-breakpoint
CREATE TABLE "research_market_listings" (
	"marketplace" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"shop_external_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_official" boolean NOT NULL,
	"category_id" text NOT NULL,
	"location" text NOT NULL,
	"image_url" text,
	"url" text NOT NULL,
	"last_seen_day" date NOT NULL,
	CONSTRAINT "research_market_listings_marketplace_external_id_pk" PRIMARY KEY("marketplace","external_id")
);
--> statement-breakpoint
CREATE TABLE "research_market_snapshots" (
	"marketplace" text NOT NULL,
	"external_id" text NOT NULL,
	"day" date NOT NULL,
	"sold_count" bigint NOT NULL,
	"price" bigint NOT NULL,
	"rating" real,
	"rating_count" integer NOT NULL,
	CONSTRAINT "research_market_snapshots_marketplace_external_id_day_pk" PRIMARY KEY("marketplace","external_id","day")
);
--> statement-breakpoint
CREATE INDEX "research_market_listings_category_idx" ON "research_market_listings" USING btree ("marketplace","category_id");--> statement-breakpoint
CREATE INDEX "research_market_snapshots_day_idx" ON "research_market_snapshots" USING btree ("marketplace","day");