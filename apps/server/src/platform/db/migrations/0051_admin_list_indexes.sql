DROP INDEX "admin_audit_log_member_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_action_idx";--> statement-breakpoint
CREATE INDEX "users_owners_package_created_idx" ON "users" USING btree ("subscription_package","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "users_owners_suspended_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."parent_id" is null and "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "users_owners_unverified_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."parent_id" is null and "users"."email_verified_at" is null;--> statement-breakpoint
CREATE INDEX "users_owners_expiry_idx" ON "users" USING btree ("expired_at") WHERE "users"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_member_idx" ON "admin_audit_log" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);