CREATE TABLE "account_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"password_stamp" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_links_kind_ck" CHECK ("account_links"."kind" in ('invitacion','restablecer'))
);
--> statement-breakpoint
CREATE TABLE "pay_link_revocations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"revoked_before" timestamp with time zone NOT NULL,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "email_sends" DROP CONSTRAINT "email_sends_kind_ck";--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_link_revocations" ADD CONSTRAINT "pay_link_revocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_links_token_uq" ON "account_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_links_user_idx" ON "account_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_kind_ck" CHECK ("email_sends"."kind" in ('masivo','prueba','confirmacion','reenvio','recordatorio','acceso'));