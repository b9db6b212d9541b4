CREATE TABLE "spend_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"ask_above_coins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_settings_ask_above_valid" CHECK ("spend_settings"."ask_above_coins" >= 0 and "spend_settings"."ask_above_coins" <= 1000)
);
--> statement-breakpoint
ALTER TABLE "spend_settings" ADD CONSTRAINT "spend_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;