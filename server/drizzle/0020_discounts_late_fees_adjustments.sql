CREATE TABLE "charge_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_before" integer NOT NULL,
	"amount_after" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_adjustments_kind" CHECK ("charge_adjustments"."kind" in ('correccion', 'descuento', 'condonacion')),
	CONSTRAINT "charge_adjustments_period" CHECK ("charge_adjustments"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "enrolment_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_by" integer,
	"ended_at" timestamp with time zone,
	CONSTRAINT "enrolment_discounts_kind" CHECK ("enrolment_discounts"."kind" in ('porcentaje', 'monto')),
	CONSTRAINT "enrolment_discounts_value" CHECK ("enrolment_discounts"."value" > 0 and ("enrolment_discounts"."kind" = 'monto' or "enrolment_discounts"."value" <= 100)),
	CONSTRAINT "enrolment_discounts_range" CHECK ("enrolment_discounts"."valid_until" is null or "enrolment_discounts"."valid_until" >= "enrolment_discounts"."valid_from")
);
--> statement-breakpoint
DROP INDEX "charges_enrolment_period_unique";--> statement-breakpoint
DROP INDEX "charges_one_off_unique";--> statement-breakpoint
ALTER TABLE "academy_charges" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "academy_billing_rules" ADD COLUMN "late_fee_kind" text;--> statement-breakpoint
ALTER TABLE "academy_billing_rules" ADD COLUMN "late_fee_value" integer;--> statement-breakpoint
ALTER TABLE "academy_billing_rules" ADD COLUMN "late_fee_days" integer;--> statement-breakpoint
ALTER TABLE "academy_billing_rules" ADD COLUMN "late_fee_since" date;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "discount" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "discount_note" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "kind" text DEFAULT 'cuota' NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "parent_charge_id" integer;--> statement-breakpoint
ALTER TABLE "charge_adjustments" ADD CONSTRAINT "charge_adjustments_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_adjustments" ADD CONSTRAINT "charge_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_discounts" ADD CONSTRAINT "enrolment_discounts_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_discounts" ADD CONSTRAINT "enrolment_discounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_discounts" ADD CONSTRAINT "enrolment_discounts_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_adjustments_charge_idx" ON "charge_adjustments" USING btree ("charge_id","id");--> statement-breakpoint
CREATE INDEX "charge_adjustments_period_idx" ON "charge_adjustments" USING btree ("period");--> statement-breakpoint
CREATE INDEX "enrolment_discounts_enrolment_idx" ON "enrolment_discounts" USING btree ("enrolment_id","valid_from");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_parent_charge_id_charges_id_fk" FOREIGN KEY ("parent_charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_late_fee_unique" ON "charges" USING btree ("parent_charge_id") WHERE "charges"."kind" = 'recargo';--> statement-breakpoint
CREATE UNIQUE INDEX "charges_enrolment_period_unique" ON "charges" USING btree ("enrolment_id","period") WHERE "charges"."kind" = 'cuota';--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_off_unique" ON "charges" USING btree ("enrolment_id") WHERE "charges"."is_one_off" and "charges"."kind" = 'cuota';--> statement-breakpoint
ALTER TABLE "academy_billing_rules" ADD CONSTRAINT "academy_billing_rules_late_fee" CHECK (("academy_billing_rules"."late_fee_kind" is null) or ("academy_billing_rules"."late_fee_kind" in ('monto', 'porcentaje') and "academy_billing_rules"."late_fee_value" > 0
        and "academy_billing_rules"."late_fee_days" >= 0 and "academy_billing_rules"."late_fee_since" is not null
        and ("academy_billing_rules"."late_fee_kind" = 'monto' or "academy_billing_rules"."late_fee_value" <= 100)));--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_kind" CHECK ("charges"."kind" in ('cuota', 'recargo'));--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_late_fee_parent" CHECK (("charges"."kind" = 'recargo') = ("charges"."parent_charge_id" is not null));--> statement-breakpoint
-- An adjustment is recorded in an open month only (docs/money.md): the same 'month_closed' error as 0019.
create or replace function guard_closed_month_adjustment() returns trigger language plpgsql as $$
begin
  if month_is_closed(to_date(NEW.period || '-01', 'YYYY-MM-DD')) then
    raise exception 'El mes % está cerrado y no cambia: registra la corrección en el mes en curso.', NEW.period
      using errcode = '23514', constraint = 'month_closed';
  end if;
  return NEW;
end
$$;
--> statement-breakpoint
create trigger charge_adjustments_closed_month before insert or update on charge_adjustments
  for each row execute function guard_closed_month_adjustment();
