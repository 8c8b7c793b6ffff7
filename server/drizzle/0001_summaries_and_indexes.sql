-- Trigram indexes for ILIKE '%term%' search (pg_trgm is a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "charge_totals" (
	"academy_id" integer NOT NULL,
	"state" text NOT NULL,
	"due_date" date NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "charge_totals_academy_id_state_due_date_pk" PRIMARY KEY("academy_id","state","due_date")
);
--> statement-breakpoint
CREATE TABLE "report_daily" (
	"local_date" date PRIMARY KEY NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"card_revenue" bigint DEFAULT 0 NOT NULL,
	"card_commission" bigint DEFAULT 0 NOT NULL,
	"card_payments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_daily_academy" (
	"local_date" date NOT NULL,
	"academy_id" integer NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"card_revenue" bigint DEFAULT 0 NOT NULL,
	"card_payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_academy_local_date_academy_id_pk" PRIMARY KEY("local_date","academy_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily_plan" (
	"local_date" date NOT NULL,
	"plan_id" integer NOT NULL,
	"academy_id" integer NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_plan_local_date_plan_id_pk" PRIMARY KEY("local_date","plan_id")
);
--> statement-breakpoint
CREATE TABLE "report_payment_lines" (
	"payment_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"academy_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"is_card" boolean NOT NULL,
	"amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	CONSTRAINT "report_payment_lines_payment_id_plan_id_pk" PRIMARY KEY("payment_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "user_totals" (
	"type" smallint NOT NULL,
	"archived" boolean NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_totals_type_archived_pk" PRIMARY KEY("type","archived")
);
--> statement-breakpoint
CREATE INDEX "charge_totals_state_due_idx" ON "charge_totals" USING btree ("state","due_date");--> statement-breakpoint
CREATE INDEX "report_daily_academy_academy_idx" ON "report_daily_academy" USING btree ("academy_id","local_date");--> statement-breakpoint
CREATE INDEX "report_daily_plan_academy_idx" ON "report_daily_plan" USING btree ("academy_id","local_date");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_rut_trgm_idx" ON "users" USING gin (replace("rut", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_approved_paid_idx" ON "payments" USING btree ("paid_at","id") WHERE "payments"."state" = 'autorizada';