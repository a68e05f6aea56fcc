CREATE TABLE "marketplace_rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at" timestamp (6) with time zone NOT NULL
);
