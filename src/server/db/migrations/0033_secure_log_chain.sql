ALTER TABLE "secure_logs" DROP CONSTRAINT "secure_logs_encrypted_message_check";--> statement-breakpoint
ALTER TABLE "secure_logs" DROP CONSTRAINT "secure_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "secure_logs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD COLUMN "seq" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD COLUMN "owner_digest" text NOT NULL;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD COLUMN "content_digest" text NOT NULL;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD COLUMN "chain_mac" text NOT NULL;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD COLUMN "erasure_mac" text;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD CONSTRAINT "secure_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "secure_logs_seq_idx" ON "secure_logs" USING btree ("seq");--> statement-breakpoint
ALTER TABLE "secure_logs" ADD CONSTRAINT "secure_logs_encrypted_message_check" CHECK (not "secure_logs"."is_encrypted" or "secure_logs"."encrypted_message" is not null or "secure_logs"."erased_at" is not null);--> statement-breakpoint
ALTER TABLE "secure_logs" DROP COLUMN "updated_at";
--> statement-breakpoint
-- The secure logs are one hash chain (modules/secure-logs): only the server's connection appends (serialised)
-- or erases; the application role reads its own rows (the own-rows policy) and writes none. Nothing wrote this
-- table before this migration, so the new NOT NULL columns need no backfill.
REVOKE INSERT, UPDATE, DELETE ON TABLE secure_logs FROM methapilot_app;
