CREATE TABLE "active_academy_sets" (
	"academy_ids" integer[] PRIMARY KEY NOT NULL,
	"students" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_student_lines" (
	"payment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"academy_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "report_student_lines_payment_id_student_id_academy_id_pk" PRIMARY KEY("payment_id","student_id","academy_id")
);
--> statement-breakpoint
CREATE INDEX "report_student_lines_date_idx" ON "report_student_lines" USING btree ("local_date","student_id","academy_id","amount");--> statement-breakpoint
CREATE INDEX "charges_due_student_idx" ON "charges" USING btree ("due_date","student_id","academy_id","amount","state") WHERE "charges"."state" <> 'anulado';--> statement-breakpoint
CREATE INDEX "academy_students_student_idx" ON "academy_students" USING btree ("student_id");