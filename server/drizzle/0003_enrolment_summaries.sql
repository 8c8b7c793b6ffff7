CREATE TABLE "academy_student_totals" (
	"academy_id" integer PRIMARY KEY NOT NULL,
	"active_students" integer DEFAULT 0 NOT NULL,
	"current_students" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_students" (
	"academy_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "academy_students_academy_id_student_id_pk" PRIMARY KEY("academy_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "plan_enrolment_totals" (
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"enrolments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_enrolment_totals_plan_id_status_pk" PRIMARY KEY("plan_id","status")
);
--> statement-breakpoint
CREATE TABLE "student_academy_totals" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"active_academies" integer DEFAULT 0 NOT NULL,
	"current_academies" integer DEFAULT 0 NOT NULL
);
