CREATE TABLE "academies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address" text,
	"phone" text,
	"email" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"academy_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"frequency" text DEFAULT 'mensual' NOT NULL,
	"start_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_charges_amount_positive" CHECK ("academy_charges"."amount" > 0),
	CONSTRAINT "academy_charges_frequency" CHECK ("academy_charges"."frequency" in ('mensual', 'unico'))
);
--> statement-breakpoint
CREATE TABLE "academy_percents" (
	"id" serial PRIMARY KEY NOT NULL,
	"academy_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_percents_range" CHECK ("academy_percents"."percent" >= 0 and "academy_percents"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "academy_teachers" (
	"academy_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "academy_teachers_academy_id_teacher_id_pk" PRIMARY KEY("academy_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"academy_id" integer NOT NULL,
	"period" text NOT NULL,
	"is_one_off" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"state" text DEFAULT 'pendiente' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amount_positive" CHECK ("charges"."amount" > 0),
	CONSTRAINT "charges_state" CHECK ("charges"."state" in ('pendiente', 'pagado', 'vencido', 'anulado')),
	CONSTRAINT "charges_period_format" CHECK ("charges"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "charges_paid_at" CHECK (("charges"."state" = 'pagado') = ("charges"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "email_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_images_mime_ck" CHECK ("email_images"."mime" in ('image/png','image/jpeg','image/gif','image/webp'))
);
--> statement-breakpoint
CREATE TABLE "email_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"send_id" integer NOT NULL,
	"recipient_key" text NOT NULL,
	"user_id" integer,
	"email" text,
	"name" text NOT NULL,
	"merge" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pendiente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"message_id" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_state_ck" CHECK ("email_outbox"."state" in ('pendiente','enviado','fallido','omitido')),
	CONSTRAINT "email_outbox_attempts_ck" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_id" integer,
	"parent_send_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_sends_kind_ck" CHECK ("email_sends"."kind" in ('masivo','prueba','confirmacion','reenvio'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"academy_id" integer,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"guardian_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "guardians_guardian_id_student_id_pk" PRIMARY KEY("guardian_id","student_id"),
	CONSTRAINT "guardians_not_self" CHECK ("guardians"."guardian_id" <> "guardians"."student_id")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_type" smallint NOT NULL,
	CONSTRAINT "profile_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"session_id" text NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"profile_type_id" integer,
	"rut" text,
	"username" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"birth_date" date,
	"disabled_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" between 0 and 3),
	CONSTRAINT "users_rut_format" CHECK ("users"."rut" ~ '^[0-9]{6,8}-[0-9K]$'),
	CONSTRAINT "users_name_length" CHECK (length("users"."first_name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text DEFAULT 'activo' NOT NULL,
	"payment_day" smallint DEFAULT 5 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_status" CHECK ("enrolments"."status" in ('activo', 'suspendido', 'finalizado')),
	CONSTRAINT "enrolments_payment_day" CHECK ("enrolments"."payment_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "plan_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"billing_months" smallint,
	CONSTRAINT "plan_types_name_unique" UNIQUE("name"),
	CONSTRAINT "plan_types_months" CHECK ("plan_types"."billing_months" is null or "plan_types"."billing_months" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"academy_id" integer NOT NULL,
	"plan_type_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" integer NOT NULL,
	"is_clase_especial" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_positive" CHECK ("plans"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "service_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuer_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rut" text NOT NULL,
	"business_name" text NOT NULL,
	"giro" text NOT NULL,
	"address" text NOT NULL,
	"comuna" text NOT NULL,
	"email" text,
	"phone" text,
	"document_type" smallint DEFAULT 41 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuer_settings_single_row" CHECK ("issuer_settings"."id" = 1),
	CONSTRAINT "issuer_settings_document_type" CHECK ("issuer_settings"."document_type" in (39, 41))
);
--> statement-breakpoint
CREATE TABLE "transbank_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"percent" numeric(6, 3) NOT NULL,
	"fixed_amount" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transbank_commissions_valid_from_unique" UNIQUE("valid_from"),
	CONSTRAINT "transbank_commissions_percent" CHECK ("transbank_commissions"."percent" >= 0 and "transbank_commissions"."percent" <= 100),
	CONSTRAINT "transbank_commissions_fixed" CHECK ("transbank_commissions"."fixed_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_folio_counters" (
	"type" integer PRIMARY KEY NOT NULL,
	"last_folio" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"type" integer NOT NULL,
	"folio" integer NOT NULL,
	"state" text DEFAULT 'emitida' NOT NULL,
	"issuer" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"provider_track_id" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "documents_type_valid" CHECK ("documents"."type" in (39, 41)),
	CONSTRAINT "documents_total_positive" CHECK ("documents"."total" > 0),
	CONSTRAINT "documents_folio_positive" CHECK ("documents"."folio" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_items_amount_positive" CHECK ("payment_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"provider_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"buy_order" varchar(26) NOT NULL,
	"session_id" varchar(61) NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"state" text DEFAULT 'creada' NOT NULL,
	"amount" integer NOT NULL,
	"token" varchar(64),
	"return_url" text,
	"expires_at" timestamp with time zone,
	"authorization_code" varchar(12),
	"card_last4" varchar(4),
	"payment_type_code" varchar(4),
	"installments_number" integer,
	"response_code" integer,
	"transaction_date" timestamp with time zone,
	"provider_data" jsonb,
	"reference" text,
	"created_by" integer,
	"annulled_by" integer,
	"annul_reason" text,
	"annulled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_buy_order_unique" UNIQUE("buy_order"),
	CONSTRAINT "payments_token_unique" UNIQUE("token"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_state_valid" CHECK ("payments"."state" in ('creada', 'autorizada', 'rechazada', 'anulada', 'por_confirmar')),
	CONSTRAINT "payments_method_valid" CHECK ("payments"."method" in ('webpay', 'efectivo', 'transferencia')),
	CONSTRAINT "payments_webpay_has_token" CHECK ("payments"."method" <> 'webpay' or "payments"."token" is not null)
);
--> statement-breakpoint
CREATE TABLE "webpay_sim_transactions" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"commerce_code" varchar(12) NOT NULL,
	"buy_order" varchar(26) NOT NULL,
	"session_id" varchar(61) NOT NULL,
	"amount" integer NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'INITIALIZED' NOT NULL,
	"card_number" varchar(4),
	"response_code" integer,
	"authorization_code" varchar(6),
	"payment_type_code" varchar(4),
	"installments_number" integer DEFAULT 0 NOT NULL,
	"vci" varchar(4),
	"committed" boolean DEFAULT false NOT NULL,
	"balance" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "academy_charges" ADD CONSTRAINT "academy_charges_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_percents" ADD CONSTRAINT "academy_percents_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_percents" ADD CONSTRAINT "academy_percents_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_teachers" ADD CONSTRAINT "academy_teachers_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_teachers" ADD CONSTRAINT "academy_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_send_id_email_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."email_sends"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_type_id_profile_types_id_fk" FOREIGN KEY ("profile_type_id") REFERENCES "public"."profile_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_plan_type_id_plan_types_id_fk" FOREIGN KEY ("plan_type_id") REFERENCES "public"."plan_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transbank_commissions" ADD CONSTRAINT "transbank_commissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_annulled_by_users_id_fk" FOREIGN KEY ("annulled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academies_name_unique" ON "academies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "academy_charges_academy_idx" ON "academy_charges" USING btree ("academy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_percents_unique" ON "academy_percents" USING btree ("academy_id","teacher_id");--> statement-breakpoint
CREATE INDEX "academy_teachers_teacher_idx" ON "academy_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_enrolment_period_unique" ON "charges" USING btree ("enrolment_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_off_unique" ON "charges" USING btree ("enrolment_id") WHERE "charges"."is_one_off";--> statement-breakpoint
CREATE INDEX "charges_student_idx" ON "charges" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "charges_academy_state_idx" ON "charges" USING btree ("academy_id","state","id");--> statement-breakpoint
CREATE INDEX "charges_state_due_idx" ON "charges" USING btree ("state","due_date");--> statement-breakpoint
CREATE INDEX "charges_period_idx" ON "charges" USING btree ("period","id");--> statement-breakpoint
CREATE INDEX "charges_due_idx" ON "charges" USING btree ("due_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_images_key_uq" ON "email_images" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_send_recipient_uq" ON "email_outbox" USING btree ("send_id","recipient_key");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_message_id_uq" ON "email_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."state" = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX "email_sends_payment_uq" ON "email_sends" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "guardians_student_idx" ON "guardians" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_rut_unique" ON "users" USING btree ("rut");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_type_name_idx" ON "users" USING btree ("type","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "users_people_name_idx" ON "users" USING btree ("last_name","first_name","id") WHERE "users"."type" >= 2 and "users"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_open_unique" ON "enrolments" USING btree ("student_id","plan_id") WHERE "enrolments"."status" <> 'finalizado';--> statement-breakpoint
CREATE INDEX "enrolments_plan_idx" ON "enrolments" USING btree ("plan_id","status");--> statement-breakpoint
CREATE INDEX "enrolments_student_idx" ON "enrolments" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_academy_name_unique" ON "plans" USING btree ("academy_id",lower("name"));--> statement-breakpoint
CREATE INDEX "plans_academy_idx" ON "plans" USING btree ("academy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_type_folio_unique" ON "documents" USING btree ("type","folio");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_one_active_per_charge" ON "payment_items" USING btree ("charge_id") WHERE "payment_items"."active";--> statement-breakpoint
CREATE INDEX "payment_items_payment_idx" ON "payment_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_items_charge_idx" ON "payment_items" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");