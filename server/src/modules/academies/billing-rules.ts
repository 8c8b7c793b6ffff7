import type { FirstChargeRule, LateFee } from '@academias/shared/contract/academies';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { academyBillingRules } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';

interface RuleRow {
  academyId: number;
  academyName: string;
  firstChargeRule: FirstChargeRule;
  lateFee: LateFee | null;
}

/** Every active academy with its rules (prorating and no late fee when it has none set). */
export const listBillingRules = (db: Db, academyId?: number) =>
  selectRows<RuleRow>(
    db,
    sql`select a.id as "academyId", a.name as "academyName", coalesce(r.first_charge_rule, 'prorratear') as "firstChargeRule",
          case when r.late_fee_kind is not null then json_build_object('kind', r.late_fee_kind, 'value', r.late_fee_value,
            'days', r.late_fee_days, 'since', r.late_fee_since::text) end as "lateFee"
        from academies a left join academy_billing_rules r on r.academy_id = a.id
        where a.archived_at is null ${academyId === undefined ? sql`` : sql`and a.id = ${academyId}`}
        order by lower(a.name), a.id`,
  );

/** Applies to enrolments made from now on: each enrolment keeps the rule it was made under. */
export const saveBillingRule = async (
  db: Db,
  userId: number,
  data: { academyId: number; firstChargeRule: FirstChargeRule },
) => {
  const [current] = await listBillingRules(db, data.academyId);
  if (!current) throw notFound('No se encontró la academia.');
  await db.transaction(async (tx) => {
    await tx
      .insert(academyBillingRules)
      .values({
        academyId: data.academyId,
        firstChargeRule: data.firstChargeRule,
        updatedBy: userId,
      })
      .onConflictDoUpdate({
        target: academyBillingRules.academyId,
        set: { firstChargeRule: data.firstChargeRule, updatedBy: userId, updatedAt: sql`now()` },
      });
    await writeAudit(tx, {
      userId,
      entity: 'academy_billing_rule',
      entityId: data.academyId,
      action: 'editar',
      before: { firstChargeRule: current.firstChargeRule },
      after: { firstChargeRule: data.firstChargeRule },
    });
  });
  return { ...current, firstChargeRule: data.firstChargeRule };
};
