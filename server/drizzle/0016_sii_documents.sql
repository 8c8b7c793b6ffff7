CREATE TABLE "sii_cafs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"range_from" integer NOT NULL,
	"range_to" integer NOT NULL,
	"next_folio" integer NOT NULL,
	"authorized_on" date NOT NULL,
	"caf_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sii_cafs_type" CHECK ("sii_cafs"."type" in (39, 41, 61)),
	CONSTRAINT "sii_cafs_range" CHECK ("sii_cafs"."range_from" >= 1 and "sii_cafs"."range_to" >= "sii_cafs"."range_from"),
	CONSTRAINT "sii_cafs_next" CHECK ("sii_cafs"."next_folio" >= "sii_cafs"."range_from" and "sii_cafs"."next_folio" <= "sii_cafs"."range_to" + 1)
);
--> statement-breakpoint
CREATE TABLE "sii_envios" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"dte_type" smallint NOT NULL,
	"folio" integer NOT NULL,
	"xml" text NOT NULL,
	"ted" text NOT NULL,
	"state" text DEFAULT 'pendiente' NOT NULL,
	"track_id" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sii_envios_type" CHECK ("sii_envios"."dte_type" in (39, 41, 61)),
	CONSTRAINT "sii_envios_state" CHECK ("sii_envios"."state" in ('pendiente', 'enviado', 'aceptado', 'aceptado_reparos', 'rechazado'))
);
--> statement-breakpoint
CREATE TABLE "sii_issuer" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"acteco" text NOT NULL,
	"resolution_number" integer NOT NULL,
	"resolution_date" date NOT NULL,
	"sender_rut" text NOT NULL,
	"certificate_sealed" text,
	"certificate_subject" text,
	"certificate_valid_to" timestamp with time zone,
	"low_folio_warning" integer DEFAULT 50 NOT NULL,
	"test_material" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sii_issuer_single_row" CHECK ("sii_issuer"."id" = 1),
	CONSTRAINT "sii_issuer_warning" CHECK ("sii_issuer"."low_folio_warning" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sii_pending_documents" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sii_envios" ADD CONSTRAINT "sii_envios_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sii_cafs_type_from_uq" ON "sii_cafs" USING btree ("type","range_from");--> statement-breakpoint
CREATE UNIQUE INDEX "sii_envios_type_folio_uq" ON "sii_envios" USING btree ("dte_type","folio");--> statement-breakpoint
CREATE INDEX "sii_envios_document_idx" ON "sii_envios" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "sii_envios_due_idx" ON "sii_envios" USING btree ("next_attempt_at") WHERE "sii_envios"."state" in ('pendiente', 'enviado');