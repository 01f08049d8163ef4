-- Used TOTP codes are server-only, like the other authentication tables (0002).
REVOKE ALL ON TABLE used_totp_codes, rate_limit_buckets FROM methapilot_app;
--> statement-breakpoint
-- Absolute session lifetime (architecture.md: 12 h): whatever extends a session (the auth library's sliding
-- refresh, our refresh endpoint), its end never passes 12 hours after it was created. Enforced here so that
-- every writer and every server instance obeys it.
CREATE FUNCTION cap_session_lifetime() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.expires_at := LEAST(NEW.expires_at, NEW.created_at + interval '12 hours');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_cap_lifetime
  BEFORE INSERT OR UPDATE OF expires_at, created_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION cap_session_lifetime();
