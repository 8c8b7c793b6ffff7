CREATE TABLE "charge_state_totals" (
	"academy_id" integer NOT NULL,
	"state" text NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "charge_state_totals_academy_id_state_pk" PRIMARY KEY("academy_id","state")
);
