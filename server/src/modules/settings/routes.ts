import { contract } from '@academias/shared/contract';
import { todayInChile } from '@academias/shared/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/db-handle.ts';
import { iso } from '../../db/list-helpers.ts';
import { issuerSettings, transbankCommissions } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { monthStartOf } from '../academies/teacher-percents.ts';

type CommissionRow = typeof transbankCommissions.$inferSelect;

/** Entries from the current month on can still change; earlier ones are history (docs/money.md). */
const toCommission = (row: CommissionRow, today = todayInChile()) => ({
  id: row.id,
  percent: Number(row.percent),
  fixedAmount: row.fixedAmount,
  validFrom: row.validFrom,
  createdAt: iso(row.createdAt) ?? '',
  editable: row.validFrom >= monthStartOf(today),
});

const readIssuer = async (db: Db) => {
  const [row] = await db.select().from(issuerSettings).where(eq(issuerSettings.id, 1));
  if (!row) throw notFound('Aún no se configuran los datos del emisor.');
  return {
    rut: row.rut,
    businessName: row.businessName,
    giro: row.giro,
    address: row.address,
    comuna: row.comuna,
    email: row.email,
    phone: row.phone,
    documentType: row.documentType as 39 | 41,
  };
};

/** Parámetros avanzados: Transbank commission history and issuer data (admin only, audited). */
export const settingsModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getTransbankCommission, async ({ db }) => {
    const today = todayInChile();
    const history = (
      await db.select().from(transbankCommissions).orderBy(desc(transbankCommissions.validFrom))
    ).map((row) => toCommission(row, today));
    return { current: history.find((c) => c.validFrom <= today) ?? null, history };
  });

  registerEndpoint(app, contract.updateTransbankCommission, async ({ db, user, body: { data } }) =>
    db.transaction(async (tx) => {
      const open = monthStartOf(todayInChile());
      const validFrom = data.validFrom ?? open;
      if (validFrom < open) {
        throw badRequest(
          'El campo data.validFrom no puede ser de un mes pasado: los pagos de meses anteriores conservan su comisión.',
          'data.validFrom',
        );
      }
      const [before] = await tx
        .select()
        .from(transbankCommissions)
        .where(eq(transbankCommissions.validFrom, validFrom));
      const [saved] = await tx
        .insert(transbankCommissions)
        .values({
          percent: data.percent,
          fixedAmount: data.fixedAmount,
          validFrom,
          createdBy: user.id,
        })
        .onConflictDoUpdate({
          target: transbankCommissions.validFrom,
          set: {
            percent: data.percent,
            fixedAmount: data.fixedAmount,
            createdBy: user.id,
            createdAt: sql`now()`,
          },
        })
        .returning();
      if (!saved) throw new Error('upsert sin fila');
      await writeAudit(tx, {
        userId: user.id,
        entity: 'transbank_commission',
        entityId: saved.id,
        action: before ? 'reemplazar' : 'crear',
        before: before ?? null,
        after: saved,
      });
      return toCommission(saved);
    }),
  );

  registerEndpoint(
    app,
    contract.deleteTransbankCommission,
    async ({ db, user, body: { data } }) => {
      await db.transaction(async (tx) => {
        const [entry] = await tx
          .select()
          .from(transbankCommissions)
          .where(eq(transbankCommissions.id, data.id))
          .for('update');
        if (!entry) throw notFound('No se encontró la comisión.');
        if (entry.validFrom < monthStartOf(todayInChile())) {
          throw conflict(
            'Esa comisión ya rigió en meses pasados y no se quita: registra una nueva desde el mes en curso.',
            'data.id',
          );
        }
        await tx.delete(transbankCommissions).where(eq(transbankCommissions.id, data.id));
        await writeAudit(tx, {
          userId: user.id,
          entity: 'transbank_commission',
          entityId: data.id,
          action: 'eliminar',
          before: entry,
        });
      });
      return { ok: true as const, message: 'Comisión eliminada.' };
    },
  );

  registerEndpoint(app, contract.getIssuerSettings, ({ db }) => readIssuer(db));

  registerEndpoint(app, contract.updateIssuerSettings, async ({ db, user, body: { data } }) => {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(issuerSettings).where(eq(issuerSettings.id, 1));
      const [after] = await tx
        .insert(issuerSettings)
        .values({ id: 1, ...data })
        .onConflictDoUpdate({ target: issuerSettings.id, set: { ...data, updatedAt: new Date() } })
        .returning();
      await writeAudit(tx, {
        userId: user.id,
        entity: 'issuer_settings',
        entityId: 1,
        action: 'editar',
        before: before ?? null,
        after,
      });
    });
    return readIssuer(db);
  });
};
