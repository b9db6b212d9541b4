CREATE TABLE "live_chat" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_chat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"live_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_payments" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"live_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "live_payments_kind_valid" CHECK ("live_payments"."kind" in ('ticket', 'gift', 'tip'))
);
--> statement-breakpoint
CREATE TABLE "live_viewers" (
	"live_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"entry" text,
	"session_id" bigint,
	"kicked" boolean DEFAULT false NOT NULL,
	"first_joined_at" timestamp with time zone,
	CONSTRAINT "live_viewers_live_id_user_id_pk" PRIMARY KEY("live_id","user_id"),
	CONSTRAINT "live_viewers_entry_valid" CHECK ("live_viewers"."entry" is null or "live_viewers"."entry" in ('free', 'member', 'granted', 'ticket'))
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creator_id" bigint NOT NULL,
	"title" text NOT NULL,
	"state" text NOT NULL,
	"end_reason" text,
	"ticket_price" integer DEFAULT 0 NOT NULL,
	"price_changes" integer DEFAULT 0 NOT NULL,
	"kicks" integer DEFAULT 0 NOT NULL,
	"chat_muted" boolean DEFAULT false NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"publishing" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"creator_lost_at" timestamp with time zone,
	"soon_notified" boolean DEFAULT false NOT NULL,
	"toy_until_ms" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lives_state_valid" CHECK ("lives"."state" in ('scheduled', 'running', 'ended')),
	CONSTRAINT "lives_end_reason_valid" CHECK (("lives"."state" = 'ended') = ("lives"."end_reason" is not null) and ("lives"."end_reason" is null or "lives"."end_reason" in ('ended', 'creator_lost', 'cancelled'))),
	CONSTRAINT "lives_counts_valid" CHECK ("lives"."ticket_price" >= 0 and "lives"."price_changes" >= 0 and "lives"."kicks" >= 0 and "lives"."shares" >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_chat" ADD CONSTRAINT "live_chat_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat" ADD CONSTRAINT "live_chat_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_payments" ADD CONSTRAINT "live_payments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_payments" ADD CONSTRAINT "live_payments_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_payments" ADD CONSTRAINT "live_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_live_idx" ON "live_chat" USING btree ("live_id","id");--> statement-breakpoint
CREATE INDEX "live_payments_live_idx" ON "live_payments" USING btree ("live_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "lives_one_running_idx" ON "lives" USING btree ("creator_id") WHERE "lives"."state" = 'running';--> statement-breakpoint
CREATE INDEX "lives_creator_idx" ON "lives" USING btree ("creator_id","state");--> statement-breakpoint
CREATE INDEX "lives_open_idx" ON "lives" USING btree ("state","starts_at") WHERE "lives"."state" <> 'ended';