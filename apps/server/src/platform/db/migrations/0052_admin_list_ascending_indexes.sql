-- Ascending (created_at, id) indexes for the admin member list and the audit log, read backwards: the `desc`
-- ones of 0051 and before were `desc nulls last`, which cannot serve `order by created_at desc, id desc`
-- (nulls first), so each page sorted every owner / every entry. And /admin/order per package.
DROP INDEX "users_owners_created_idx";--> statement-breakpoint
DROP INDEX "users_owners_package_created_idx";--> statement-breakpoint
DROP INDEX "users_owners_suspended_created_idx";--> statement-breakpoint
DROP INDEX "users_owners_unverified_created_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_created_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_member_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_action_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_actor_idx";--> statement-breakpoint
CREATE INDEX "billing_invoices_admin_package_idx" ON "billing_invoices" USING btree ("package_name","created_at","id");--> statement-breakpoint
CREATE INDEX "users_owners_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "users_owners_package_created_idx" ON "users" USING btree ("subscription_package","created_at","id") WHERE "users"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "users_owners_suspended_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."parent_id" is null and "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "users_owners_unverified_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."parent_id" is null and "users"."email_verified_at" is null;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_member_idx" ON "admin_audit_log" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_user_id","created_at","id");