ALTER TABLE "raw_materials" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD COLUMN "transport_distance_km" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "raw_materials" ADD COLUMN "sustainability_declaration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD COLUMN "refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_origin_check" CHECK ("raw_materials"."origin" is null or char_length("raw_materials"."origin") <= 200);--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_transport_distance_km_check" CHECK ("raw_materials"."transport_distance_km" is null or "raw_materials"."transport_distance_km" between 0 and 2000);--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_refusal_reason_check" CHECK (("raw_materials"."refused" and "raw_materials"."refusal_reason" is not null and char_length(btrim("raw_materials"."refusal_reason")) > 0 and char_length("raw_materials"."refusal_reason") <= 500) or (not "raw_materials"."refused" and "raw_materials"."refusal_reason" is null));