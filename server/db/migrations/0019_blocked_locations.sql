CREATE TABLE "adult_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"blur_media" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_location_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocked_location_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creator_id" bigint NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_locations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocked_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creator_id" bigint NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_locations_country_valid" CHECK ("blocked_locations"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "blocked_locations_region_valid" CHECK ("blocked_locations"."region" ~ '^[A-Z0-9]{0,3}$')
);
--> statement-breakpoint
ALTER TABLE "adult_settings" ADD CONSTRAINT "adult_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_location_events" ADD CONSTRAINT "blocked_location_events_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_locations" ADD CONSTRAINT "blocked_locations_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_location_events_creator_idx" ON "blocked_location_events" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_locations_place_idx" ON "blocked_locations" USING btree ("creator_id","country","region");