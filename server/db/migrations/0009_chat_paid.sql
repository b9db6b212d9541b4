CREATE TABLE "chat_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"free_messages" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_settings_values_non_negative" CHECK ("chat_settings"."price" >= 0 and "chat_settings"."free_messages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_media" (
	"message_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"media_id" bigint NOT NULL,
	CONSTRAINT "message_media_message_id_position_pk" PRIMARY KEY("message_id","position")
);
--> statement-breakpoint
CREATE TABLE "message_payloads" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_payloads_price_non_negative" CHECK ("message_payloads"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_unlocks" (
	"user_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_unlocks_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_media" ADD CONSTRAINT "message_media_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_media" ADD CONSTRAINT "message_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_payloads" ADD CONSTRAINT "message_payloads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_unlocks" ADD CONSTRAINT "message_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_unlocks" ADD CONSTRAINT "message_unlocks_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_unlocks" ADD CONSTRAINT "message_unlocks_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_media_media_idx" ON "message_media" USING btree ("media_id");