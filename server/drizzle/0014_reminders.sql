CREATE TABLE "email_bounces" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_scheduled_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"filter" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'programado' NOT NULL,
	"created_by" integer NOT NULL,
	"send_id" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_scheduled_sends_state_ck" CHECK ("email_scheduled_sends"."state" in ('programado', 'iniciado', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "reminder_charges" (
	"delivery_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	CONSTRAINT "reminder_charges_delivery_id_charge_id_pk" PRIMARY KEY("delivery_id","charge_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"day" date NOT NULL,
	"send_id" integer NOT NULL,
	"outbox_id" bigint,
	"origin" text DEFAULT 'programado' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_origin_ck" CHECK ("reminder_deliveries"."origin" in ('programado', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "reminder_schedules" (
	"academy_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_before" integer DEFAULT 3 NOT NULL,
	"on_due_date" boolean DEFAULT true NOT NULL,
	"every_days_after" integer DEFAULT 7 NOT NULL,
	"max_times" integer DEFAULT 3 NOT NULL,
	"send_hour" integer DEFAULT 10 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_schedules_days_before_ck" CHECK ("reminder_schedules"."days_before" between 0 and 60),
	CONSTRAINT "reminder_schedules_every_ck" CHECK ("reminder_schedules"."every_days_after" between 0 and 60),
	CONSTRAINT "reminder_schedules_max_ck" CHECK ("reminder_schedules"."max_times" between 0 and 20),
	CONSTRAINT "reminder_schedules_hour_ck" CHECK ("reminder_schedules"."send_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "reminder_template" (
	"id" integer PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_template_single_ck" CHECK ("reminder_template"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "email_sends" DROP CONSTRAINT "email_sends_kind_ck";--> statement-breakpoint
ALTER TABLE "email_scheduled_sends" ADD CONSTRAINT "email_scheduled_sends_send_id_email_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."email_sends"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_charges" ADD CONSTRAINT "reminder_charges_delivery_id_reminder_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."reminder_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_charges" ADD CONSTRAINT "reminder_charges_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_send_id_email_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."email_sends"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_schedules" ADD CONSTRAINT "reminder_schedules_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_scheduled_sends_due_idx" ON "email_scheduled_sends" USING btree ("run_at") WHERE "email_scheduled_sends"."state" = 'programado';--> statement-breakpoint
CREATE INDEX "reminder_charges_charge_idx" ON "reminder_charges" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_payer_day_uq" ON "reminder_deliveries" USING btree ("payer_id","day");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_send_idx" ON "reminder_deliveries" USING btree ("send_id");--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_kind_ck" CHECK ("email_sends"."kind" in ('masivo','prueba','confirmacion','reenvio','recordatorio'));