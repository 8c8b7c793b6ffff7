CREATE TABLE "autopay_attempt_payments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"commerce_code" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopay_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"parent_buy_order" varchar(26) NOT NULL,
	"state" text DEFAULT 'autorizando' NOT NULL,
	"amount" integer NOT NULL,
	"provider_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_attempts_parent_buy_order_unique" UNIQUE("parent_buy_order"),
	CONSTRAINT "autopay_attempts_state" CHECK ("autopay_attempts"."state" in ('autorizando', 'terminado', 'no_enviado'))
);
--> statement-breakpoint
CREATE TABLE "autopay_charge_failures" (
	"charge_id" integer PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" date,
	"last_response_code" integer,
	"reminded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopay_commerce_codes" (
	"academy_id" integer PRIMARY KEY NOT NULL,
	"commerce_code" varchar(12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_commerce_codes_digits" CHECK ("autopay_commerce_codes"."commerce_code" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "autopay_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"username" varchar(40) NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'pendiente' NOT NULL,
	"token" varchar(64),
	"tbk_user_enc" text,
	"card_type" varchar(20),
	"card_last4" varchar(4),
	"active_from" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	CONSTRAINT "autopay_enrolments_token_unique" UNIQUE("token"),
	CONSTRAINT "autopay_enrolments_state" CHECK ("autopay_enrolments"."state" in ('pendiente', 'activa', 'eliminada')),
	CONSTRAINT "autopay_enrolments_active_card" CHECK ("autopay_enrolments"."state" <> 'activa' or ("autopay_enrolments"."tbk_user_enc" is not null and "autopay_enrolments"."active_from" is not null))
);
--> statement-breakpoint
CREATE TABLE "autopay_wards" (
	"enrolment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "autopay_wards_enrolment_id_student_id_pk" PRIMARY KEY("enrolment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "webpay_sim_inscriptions" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"commerce_code" varchar(12) NOT NULL,
	"username" varchar(40) NOT NULL,
	"email" varchar(100) NOT NULL,
	"response_url" text NOT NULL,
	"status" text DEFAULT 'INITIALIZED' NOT NULL,
	"response_code" integer,
	"tbk_user" varchar(40),
	"card_type" varchar(20),
	"card_number" varchar(4),
	"card_outcome" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webpay_sim_inscriptions_tbk_user_unique" UNIQUE("tbk_user")
);
--> statement-breakpoint
CREATE TABLE "webpay_sim_mall_transactions" (
	"buy_order" varchar(26) PRIMARY KEY NOT NULL,
	"commerce_code" varchar(12) NOT NULL,
	"username" varchar(40) NOT NULL,
	"card_number" varchar(4) NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_valid";--> statement-breakpoint
ALTER TABLE "autopay_attempt_payments" ADD CONSTRAINT "autopay_attempt_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempt_payments" ADD CONSTRAINT "autopay_attempt_payments_attempt_id_autopay_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."autopay_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_enrolment_id_autopay_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."autopay_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_charge_failures" ADD CONSTRAINT "autopay_charge_failures_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_commerce_codes" ADD CONSTRAINT "autopay_commerce_codes_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_wards" ADD CONSTRAINT "autopay_wards_enrolment_id_autopay_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."autopay_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_wards" ADD CONSTRAINT "autopay_wards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autopay_attempts_open_idx" ON "autopay_attempts" USING btree ("updated_at") WHERE "autopay_attempts"."state" = 'autorizando';--> statement-breakpoint
CREATE INDEX "autopay_attempts_enrolment_idx" ON "autopay_attempts" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_enrolments_one_active" ON "autopay_enrolments" USING btree ("payer_id") WHERE "autopay_enrolments"."state" = 'activa';--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_wards_one_active" ON "autopay_wards" USING btree ("student_id") WHERE "autopay_wards"."active";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_valid" CHECK ("payments"."method" in ('webpay', 'efectivo', 'transferencia', 'oneclick'));