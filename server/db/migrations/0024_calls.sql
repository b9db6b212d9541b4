CREATE TABLE "call_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"price_per_minute" integer DEFAULT 0 NOT NULL,
	"min_time" integer DEFAULT 1 NOT NULL,
	"hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_settings_price_valid" CHECK ("call_settings"."price_per_minute" >= 0),
	CONSTRAINT "call_settings_min_time_valid" CHECK ("call_settings"."min_time" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"caller_id" bigint NOT NULL,
	"callee_id" bigint NOT NULL,
	"payer_id" bigint NOT NULL,
	"creator_id" bigint NOT NULL,
	"idem_key" text NOT NULL,
	"price_per_minute" integer NOT NULL,
	"min_time" integer NOT NULL,
	"state" text NOT NULL,
	"end_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"caller_connected_at" timestamp with time zone,
	"callee_connected_at" timestamp with time zone,
	"last_alive_at" timestamp with time zone,
	"minutes_charged" integer DEFAULT 0 NOT NULL,
	"coins_charged" integer DEFAULT 0 NOT NULL,
	"low_balance" boolean DEFAULT false NOT NULL,
	"hold_transaction_id" bigint,
	"accepted_session_id" bigint,
	"recorded" boolean DEFAULT false NOT NULL,
	"message_id" bigint,
	CONSTRAINT "calls_state_valid" CHECK ("calls"."state" in ('ringing', 'accepted', 'connected', 'ended')),
	CONSTRAINT "calls_end_reason_valid" CHECK (("calls"."state" = 'ended') = ("calls"."end_reason" is not null) and ("calls"."end_reason" is null or "calls"."end_reason" in ('declined', 'missed', 'cancelled', 'busy', 'hung_up', 'no_coins', 'failed'))),
	CONSTRAINT "calls_charged_non_negative" CHECK ("calls"."minutes_charged" >= 0 and "calls"."coins_charged" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_valid";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner";--> statement-breakpoint
ALTER TABLE "call_settings" ADD CONSTRAINT "call_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_caller_idem_idx" ON "calls" USING btree ("caller_id","idem_key");--> statement-breakpoint
CREATE INDEX "calls_callee_live_idx" ON "calls" USING btree ("callee_id") WHERE "calls"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "calls_caller_live_idx" ON "calls" USING btree ("caller_id") WHERE "calls"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "calls_live_idx" ON "calls" USING btree ("state","created_at") WHERE "calls"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "calls_unrecorded_idx" ON "calls" USING btree ("ended_at") WHERE "calls"."state" = 'ended' and not "calls"."recorded";--> statement-breakpoint
CREATE INDEX "calls_message_idx" ON "calls" USING btree ("message_id") WHERE "calls"."message_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_valid" CHECK ("ledger_accounts"."kind" in ('wallet', 'earnings', 'platform', 'provider', 'payout_clearing', 'call_hold'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."user_id" is null) = ("ledger_accounts"."kind" in ('platform', 'provider', 'payout_clearing', 'call_hold')));