CREATE TABLE "academy_sibling_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"academy_id" integer NOT NULL,
	"kind" text,
	"value" integer,
	"valid_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_sibling_discounts_month_start" CHECK (extract(day from "academy_sibling_discounts"."valid_from") = 1),
	CONSTRAINT "academy_sibling_discounts_value" CHECK (("academy_sibling_discounts"."kind" is null and "academy_sibling_discounts"."value" is null) or ("academy_sibling_discounts"."kind" in ('monto', 'porcentaje') and "academy_sibling_discounts"."value" > 0
        and ("academy_sibling_discounts"."kind" = 'monto' or "academy_sibling_discounts"."value" <= 100)))
);
--> statement-breakpoint
ALTER TABLE "academy_sibling_discounts" ADD CONSTRAINT "academy_sibling_discounts_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_sibling_discounts" ADD CONSTRAINT "academy_sibling_discounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_sibling_discounts_from" ON "academy_sibling_discounts" USING btree ("academy_id","valid_from");