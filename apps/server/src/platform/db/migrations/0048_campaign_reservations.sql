CREATE TABLE "campaign_reservations" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"reserved" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_reservations_reserved_positive" CHECK ("campaign_reservations"."reserved" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_reservations" ADD CONSTRAINT "campaign_reservations_variant_id_listing_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."listing_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reservations" ADD CONSTRAINT "campaign_reservations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;