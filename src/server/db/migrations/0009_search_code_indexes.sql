CREATE INDEX "agenda_tasks_user_id_category_idx" ON "agenda_tasks" USING btree ("user_id","category");--> statement-breakpoint
CREATE INDEX "invoices_user_id_category_idx" ON "invoices" USING btree ("user_id","category");--> statement-breakpoint
CREATE INDEX "invoices_user_id_type_idx" ON "invoices" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "raw_materials_user_id_type_idx" ON "raw_materials" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "raw_materials_user_id_category_idx" ON "raw_materials" USING btree ("user_id","category");--> statement-breakpoint
CREATE INDEX "stock_items_user_id_category_idx" ON "stock_items" USING btree ("user_id","category");--> statement-breakpoint
CREATE INDEX "team_users_user_id_role_idx" ON "team_users" USING btree ("user_id","role");