ALTER TABLE "users" ADD COLUMN "nickname_skeleton" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_name_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_creator_nickname_skeleton_idx" ON "users" USING btree ("nickname_skeleton") WHERE "users"."user_role" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_creator_user_name_skeleton_idx" ON "users" USING btree ("user_name_skeleton") WHERE "users"."user_role" = 1;