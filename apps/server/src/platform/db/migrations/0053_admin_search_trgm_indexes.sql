CREATE INDEX "admin_audit_log_action_trgm_idx" ON "admin_audit_log" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_trgm_idx" ON "admin_audit_log" USING gin ("target_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_invoices_number_trgm_idx" ON "billing_invoices" USING gin ("number" gin_trgm_ops);