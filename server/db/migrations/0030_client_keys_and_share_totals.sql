CREATE TABLE "share_totals" (
	"scope" text PRIMARY KEY NOT NULL,
	"coins" bigint DEFAULT 0 NOT NULL,
	"share" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "share_totals_within" CHECK ("share_totals"."share" >= 0 and "share_totals"."share" <= "share_totals"."coins")
);
--> statement-breakpoint
-- ADR 134: a client's key is one intention across every endpoint, kept as 'client:{key}'. Earlier
-- movements made with a client's key get it in that form (the key as the client sent it: live gifts
-- and tips, call holds and paid messages were kept under an endpoint's prefix), so a retry after
-- this migration still finds them. Where one key was used for several movements, the first keeps it
-- and the others are renamed out of the way ('client-dup:{id}:...'): a retry of one of those now
-- meets the first movement and is refused as another intention, never charged again. Two steps,
-- through a temporary '~134~' name, so no row takes a key another row still has.
WITH derived AS (
	SELECT "id", "user_id", CASE
		WHEN "kind" IN ('tip', 'gift', 'flirt', 'unlock', 'message_unlock', 'purchase', 'payout') THEN "idem_key"
		WHEN "kind" = 'membership' AND "idem_key" NOT LIKE 'renewal/%' THEN "idem_key"
		WHEN "kind" IN ('live_gift', 'live_tip') AND "idem_key" ~ '^live:[0-9]+:(gift|tip):' THEN regexp_replace("idem_key", '^live:[0-9]+:(gift|tip):', '')
		WHEN "kind" = 'call_hold' AND "idem_key" LIKE 'call_hold:%' THEN substr("idem_key", 11)
		WHEN "kind" = 'chat_message' AND "idem_key" LIKE 'chat:%' THEN substr("idem_key", 6)
	END AS "client_key"
	FROM "ledger_transactions"
)
UPDATE "ledger_transactions" t SET "idem_key" = '~134~' || d."id" || '~' || d."client_key"
FROM derived d WHERE t."id" = d."id" AND d."client_key" IS NOT NULL;--> statement-breakpoint
WITH moved AS (
	SELECT "id", "user_id", substr("idem_key", strpos(substr("idem_key", 6), '~') + 6) AS "client_key"
	FROM "ledger_transactions" WHERE "idem_key" LIKE '~134~%'
), firsts AS (
	SELECT DISTINCT ON ("user_id", "client_key") "id" FROM moved ORDER BY "user_id", "client_key", "id"
)
UPDATE "ledger_transactions" t SET "idem_key" = CASE
	WHEN t."id" IN (SELECT "id" FROM firsts) THEN 'client:' || m."client_key"
	ELSE 'client-dup:' || m."id" || ':' || m."client_key"
END
FROM moved m WHERE t."id" = m."id";
