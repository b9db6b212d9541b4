CREATE TABLE "payout_methods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_methods_kind_valid" CHECK ("payout_methods"."kind" in ('paypal', 'ach', 'usdt', 'payoneer'))
);
--> statement-breakpoint
CREATE TABLE "payout_tax_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"country" text NOT NULL,
	"tax_form" text NOT NULL,
	"tax_id_last4" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"coins" bigint NOT NULL,
	"method" text NOT NULL,
	"destination" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"rail" text,
	"provider_ref" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('requested', 'processing', 'paid', 'failed')),
	CONSTRAINT "payouts_amounts_valid" CHECK ("payouts"."amount_cents" > 0 and "payouts"."fee_cents" >= 0 and "payouts"."fee_cents" < "payouts"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_tax_settings" ADD CONSTRAINT "payout_tax_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_user_kind_idx" ON "payout_methods" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_default_idx" ON "payout_methods" USING btree ("user_id") WHERE "payout_methods"."is_default";--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","id") WHERE "payouts"."status" in ('requested', 'processing');