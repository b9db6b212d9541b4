CREATE TABLE "account_statuses" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"changed_by" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_statuses_status_valid" CHECK ("account_statuses"."status" in ('active', 'suspended', 'banned')),
	CONSTRAINT "account_statuses_until_only_suspended" CHECK ("account_statuses"."until" is null or "account_statuses"."status" = 'suspended')
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_valid";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "account_statuses" ADD CONSTRAINT "account_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('requested', 'held', 'processing', 'paid', 'failed'));