CREATE TABLE "membership_settings" (
	"creator_id" bigint PRIMARY KEY NOT NULL,
	"price_dollars" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_settings_price_valid" CHECK ("membership_settings"."price_dollars" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fan_id" bigint NOT NULL,
	"creator_id" bigint NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"price_dollars" integer NOT NULL,
	"coins" integer NOT NULL,
	"period" integer DEFAULT 1 NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"grace_until" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	CONSTRAINT "memberships_state_valid" CHECK ("memberships"."state" in ('active', 'cancelled', 'expired')),
	CONSTRAINT "memberships_not_self" CHECK ("memberships"."fan_id" <> "memberships"."creator_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"membership_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"period" integer NOT NULL,
	"price_dollars" integer NOT NULL,
	"coins" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_type_valid" CHECK ("subscriptions"."type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "membership_settings" ADD CONSTRAINT "membership_settings_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_live_pair_idx" ON "memberships" USING btree ("fan_id","creator_id") WHERE "memberships"."state" <> 'expired';--> statement-breakpoint
CREATE INDEX "memberships_creator_idx" ON "memberships" USING btree ("creator_id","state");--> statement-breakpoint
CREATE INDEX "memberships_fan_idx" ON "memberships" USING btree ("fan_id","id");--> statement-breakpoint
CREATE INDEX "memberships_due_idx" ON "memberships" USING btree ("paid_until") WHERE "memberships"."state" <> 'expired';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_period_idx" ON "subscriptions" USING btree ("membership_id","period");