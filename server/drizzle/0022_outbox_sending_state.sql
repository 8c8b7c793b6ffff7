-- 'enviando': a row handed to the SMTP server whose outcome is not recorded yet (outbox-worker.ts).
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_state_ck";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_state_ck" CHECK ("email_outbox"."state" in ('pendiente','enviando','enviado','fallido','omitido'));--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."state" in ('pendiente', 'enviando');
