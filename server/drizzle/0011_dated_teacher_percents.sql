DROP INDEX "academy_percents_unique";--> statement-breakpoint
ALTER TABLE "academy_percents" ADD COLUMN "valid_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_percents" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "academy_percents" ADD CONSTRAINT "academy_percents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_percents_unique_from" ON "academy_percents" USING btree ("academy_id","teacher_id","valid_from");--> statement-breakpoint
ALTER TABLE "academy_percents" ADD CONSTRAINT "academy_percents_month_start" CHECK (extract(day from "academy_percents"."valid_from") = 1);