ALTER TABLE "media" ADD COLUMN "purposes" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "purposes" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "media_uploads_updated_idx" ON "media_uploads" USING btree ("updated_at");