CREATE TABLE "user_local_keys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_local_keys_key_length_check" CHECK (octet_length("user_local_keys"."key") = 32)
);
--> statement-breakpoint
ALTER TABLE "user_local_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_local_keys" ADD CONSTRAINT "user_local_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "user_local_keys_own_rows" ON "user_local_keys" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("user_local_keys"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("user_local_keys"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);