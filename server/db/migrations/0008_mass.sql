CREATE TABLE "mass_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mass_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creator_id" bigint NOT NULL,
	"audience" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_messages_status_valid" CHECK ("mass_messages"."status" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "mass_recipients" (
	"mass_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"error_code" integer,
	CONSTRAINT "mass_recipients_mass_id_user_id_pk" PRIMARY KEY("mass_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "mass_messages" ADD CONSTRAINT "mass_messages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_recipients" ADD CONSTRAINT "mass_recipients_mass_id_mass_messages_id_fk" FOREIGN KEY ("mass_id") REFERENCES "public"."mass_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_recipients" ADD CONSTRAINT "mass_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_messages_creator_idx" ON "mass_messages" USING btree ("creator_id","id");--> statement-breakpoint
CREATE INDEX "mass_messages_due_idx" ON "mass_messages" USING btree ("scheduled_at") WHERE "mass_messages"."status" = 1;--> statement-breakpoint
CREATE INDEX "mass_messages_sending_idx" ON "mass_messages" USING btree ("id") WHERE "mass_messages"."status" = 2;--> statement-breakpoint
CREATE INDEX "mass_recipients_todo_idx" ON "mass_recipients" USING btree ("mass_id") WHERE "mass_recipients"."done_at" is null;