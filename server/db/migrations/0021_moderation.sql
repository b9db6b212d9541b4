CREATE TABLE "dmca_counter_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dmca_counter_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notice_id" bigint NOT NULL,
	"creator_id" bigint NOT NULL,
	"statement" text NOT NULL,
	"consent" boolean NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmca_counter_status_valid" CHECK ("dmca_counter_notices"."status" in ('received', 'restored')),
	CONSTRAINT "dmca_counter_consent" CHECK ("dmca_counter_notices"."consent")
);
--> statement-breakpoint
CREATE TABLE "dmca_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dmca_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"claimant_name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"original_work" text NOT NULL,
	"urls" text NOT NULL,
	"post_ids" jsonb NOT NULL,
	"good_faith" boolean NOT NULL,
	"accurate" boolean NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmca_notices_status_valid" CHECK ("dmca_notices"."status" in ('received', 'taken_down', 'rejected')),
	CONSTRAINT "dmca_notices_statements" CHECK ("dmca_notices"."good_faith" and "dmca_notices"."accurate")
);
--> statement-breakpoint
CREATE TABLE "hidden_content" (
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"notice_id" bigint,
	"hidden_by" bigint,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_content_subject_type_subject_id_pk" PRIMARY KEY("subject_type","subject_id"),
	CONSTRAINT "hidden_content_kind_valid" CHECK ("hidden_content"."kind" in ('report', 'dmca')),
	CONSTRAINT "hidden_content_subject_valid" CHECK ("hidden_content"."subject_type" in ('post', 'message'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reporter_id" bigint NOT NULL,
	"target_type" text NOT NULL,
	"target_id" bigint NOT NULL,
	"target_user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_valid" CHECK ("reports"."target_type" in ('user', 'post', 'message')),
	CONSTRAINT "reports_status_valid" CHECK ("reports"."status" in ('open', 'hidden', 'dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "dmca_counter_notices" ADD CONSTRAINT "dmca_counter_notices_notice_id_dmca_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."dmca_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmca_counter_notices" ADD CONSTRAINT "dmca_counter_notices_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_content" ADD CONSTRAINT "hidden_content_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dmca_counter_once_idx" ON "dmca_counter_notices" USING btree ("notice_id","creator_id");--> statement-breakpoint
CREATE INDEX "hidden_content_notice_idx" ON "hidden_content" USING btree ("notice_id","author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id","status");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");