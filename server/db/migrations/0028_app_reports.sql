CREATE TABLE "app_opens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_opens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"open_source" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_opens_source_valid" CHECK ("app_opens"."open_source" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "common_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "common_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"type" text,
	"open_mode" smallint,
	"device_platform" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"user_role" smallint NOT NULL,
	"portrait" text NOT NULL,
	"user_name" text NOT NULL,
	"nickname" text NOT NULL,
	"bio" text NOT NULL,
	"reports" integer DEFAULT 1 NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reports_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "app_opens" ADD CONSTRAINT "app_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_reports" ADD CONSTRAINT "common_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_opens_user_idx" ON "app_opens" USING btree ("user_id","open_source");--> statement-breakpoint
CREATE INDEX "app_opens_created_idx" ON "app_opens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "common_reports_action_idx" ON "common_reports" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "common_reports_user_idx" ON "common_reports" USING btree ("user_id","action");--> statement-breakpoint
CREATE INDEX "user_reports_day_idx" ON "user_reports" USING btree ("day");