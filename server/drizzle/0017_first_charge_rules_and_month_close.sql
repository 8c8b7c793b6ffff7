CREATE TABLE "academy_billing_rules" (
	"academy_id" integer PRIMARY KEY NOT NULL,
	"first_charge_rule" text DEFAULT 'prorratear' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_billing_rules_first_charge" CHECK ("academy_billing_rules"."first_charge_rule" in ('prorratear', 'completo', 'mes_siguiente'))
);
--> statement-breakpoint
CREATE TABLE "month_closings" (
	"period" text PRIMARY KEY NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"warnings" text,
	CONSTRAINT "month_closings_period_format" CHECK ("month_closings"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "list_price" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "price_note" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "first_period" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "first_charge_rule" text;--> statement-breakpoint
ALTER TABLE "academy_billing_rules" ADD CONSTRAINT "academy_billing_rules_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_billing_rules" ADD CONSTRAINT "academy_billing_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_closings" ADD CONSTRAINT "month_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_first_period" CHECK ("enrolments"."first_period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');