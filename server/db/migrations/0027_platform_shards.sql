DROP INDEX "ledger_accounts_system_kind_idx";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_kind_idx" ON "ledger_accounts" USING btree ("kind","shard") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_valid" CHECK ("ledger_accounts"."shard" = 0 or ("ledger_accounts"."kind" = 'platform' and "ledger_accounts"."shard" > 0));