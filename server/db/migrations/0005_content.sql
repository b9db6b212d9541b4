CREATE TABLE "media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"poster_media_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_valid" CHECK ("media"."kind" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"declared_type" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_poster_media_id_media_id_fk" FOREIGN KEY ("poster_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_owner_hash_idx" ON "media" USING btree ("owner_id","content_hash","size");--> statement-breakpoint
CREATE INDEX "media_owner_list_idx" ON "media" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_uploads_owner_hash_idx" ON "media_uploads" USING btree ("owner_id","content_hash","size");