-- The signed-in member is cached per API process (platform/auth/subject-cache.ts): every change of
-- a member row, or of a role (all members of its account), is announced on the channel it listens to.
CREATE FUNCTION "auth_subject_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booster_auth_subject_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_subject_updated" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "auth_subject_changed"('id');--> statement-breakpoint
CREATE TRIGGER "users_auth_subject_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "auth_subject_changed"('id');--> statement-breakpoint
CREATE TRIGGER "roles_auth_subject_updated" AFTER UPDATE ON "roles"
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "auth_subject_changed"('account_id');--> statement-breakpoint
CREATE TRIGGER "roles_auth_subject_deleted" AFTER DELETE ON "roles"
  FOR EACH ROW EXECUTE FUNCTION "auth_subject_changed"('account_id');
