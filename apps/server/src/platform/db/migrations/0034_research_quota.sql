CREATE TABLE "research_quota_uses" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "research_quota_uses_account_id_day_kind_pk" PRIMARY KEY("account_id","day","kind")
);
--> statement-breakpoint
ALTER TABLE "research_quota_uses" ADD CONSTRAINT "research_quota_uses_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;