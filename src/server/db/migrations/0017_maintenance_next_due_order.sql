-- Issue 16: the maintenance list's default order (next due first) from indexes. Its key depends on today and
-- on the meters, so no index holds it; the list reads the ids its page lies among from these three, each in
-- its own order and limited to the page's last row (maintenance-next-due-candidates.ts), then sorts only those:
-- open tasks by (due date, id), open running-hours tasks (their hours reached or not, through their meter), and
-- the tasks that may have no key (closed, or without a date) by id. Same rows, same order as sorting them all.
CREATE INDEX "maintenance_tasks_open_next_due_idx" ON "maintenance_tasks" USING btree ("user_id","next_due_date","id") WHERE "maintenance_tasks"."status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "maintenance_tasks_open_hours_idx" ON "maintenance_tasks" USING btree ("user_id") WHERE "maintenance_tasks"."status" not in ('completed', 'cancelled') and "maintenance_tasks"."frequency" = 'running_hours';--> statement-breakpoint
CREATE INDEX "maintenance_tasks_undated_idx" ON "maintenance_tasks" USING btree ("user_id","id") WHERE ("maintenance_tasks"."status" in ('completed', 'cancelled') or "maintenance_tasks"."next_due_date" is null);