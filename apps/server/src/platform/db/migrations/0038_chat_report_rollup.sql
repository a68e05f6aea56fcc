CREATE TABLE "chat_report_days" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"chats" integer NOT NULL,
	"answered" integer NOT NULL,
	"missed" integer NOT NULL,
	"pending" integer NOT NULL,
	"excluded" integer NOT NULL,
	"replied" integer NOT NULL,
	"response_seconds" double precision NOT NULL,
	"buyer_messages" integer NOT NULL,
	"replies" integer NOT NULL,
	"hours" integer[] NOT NULL,
	CONSTRAINT "chat_report_days_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "chat_report_rollups" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_report_days" ADD CONSTRAINT "chat_report_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_report_rollups" ADD CONSTRAINT "chat_report_rollups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;