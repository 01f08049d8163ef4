-- Row-level security decides which rows a user reaches; these grants decide which columns they may change.
-- A user edits their own profile but never their own role (spec §6: role changes only by an admin, through
-- the server's privileged connection); account rows are written by the auth module only.
REVOKE INSERT, UPDATE, DELETE ON TABLE users FROM methapilot_app;
--> statement-breakpoint
REVOKE INSERT, UPDATE ON TABLE profiles FROM methapilot_app;
--> statement-breakpoint
GRANT UPDATE (first_name, last_name, company_name, display_name, bio, phone, updated_at) ON TABLE profiles TO methapilot_app;
--> statement-breakpoint
-- Server-only tables: the application role has no business there at all (RLS would already hide every row).
REVOKE ALL ON TABLE sessions, accounts, verifications, two_factors, mail_outbox FROM methapilot_app;
