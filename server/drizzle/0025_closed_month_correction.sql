ALTER TABLE "charges" DROP CONSTRAINT "charges_kind";--> statement-breakpoint
ALTER TABLE "charges" DROP CONSTRAINT "charges_late_fee_parent";--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_kind" CHECK ("charges"."kind" in ('cuota', 'recargo', 'ajuste'));--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_late_fee_parent" CHECK (("charges"."kind" in ('recargo', 'ajuste')) = ("charges"."parent_charge_id" is not null));