CREATE TABLE "host_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"state" text DEFAULT 'verification' NOT NULL,
	"legal_name" text NOT NULL,
	"birthday" date NOT NULL,
	"country" text NOT NULL,
	"document_type" text NOT NULL,
	"front_media_id" bigint,
	"back_media_id" bigint,
	"selfie_media_id" bigint,
	"agreement_version" text NOT NULL,
	"agreement_accepted_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"documents_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_applications_state_valid" CHECK ("host_applications"."state" in ('verification', 'approved', 'not_approved', 'withdrawn')),
	CONSTRAINT "host_applications_reason_when_refused" CHECK ("host_applications"."state" <> 'not_approved' or length("host_applications"."reason") > 0)
);
--> statement-breakpoint
ALTER TABLE "host_applications" ADD CONSTRAINT "host_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_applications" ADD CONSTRAINT "host_applications_front_media_id_media_id_fk" FOREIGN KEY ("front_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_applications" ADD CONSTRAINT "host_applications_back_media_id_media_id_fk" FOREIGN KEY ("back_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_applications" ADD CONSTRAINT "host_applications_selfie_media_id_media_id_fk" FOREIGN KEY ("selfie_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "host_applications_one_open_idx" ON "host_applications" USING btree ("user_id") WHERE "host_applications"."state" = 'verification';--> statement-breakpoint
CREATE INDEX "host_applications_user_idx" ON "host_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "host_applications_state_idx" ON "host_applications" USING btree ("state","id");