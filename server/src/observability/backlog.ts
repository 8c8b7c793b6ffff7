import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/db-handle.ts';

export interface Backlog {
  /** E-mail outbox rows waiting to be sent. */
  pending: number;
  /** E-mail outbox rows given up. */
  failed: number;
  /** Webpay payments reconciliation must settle. */
  awaiting: number;
  /** SII envelopes not yet accepted or rejected. */
  sii: number;
}

/**
 * Work waiting in the database, for /metrics and "Estado del sistema" (the tables are shared by
 * all processes, so any process answers for all). The outbox's partial index on pendiente,
 * payments_state_idx and sii_envios_due_idx keep the counts cheap.
 */
export const readBacklog = async (db: Db): Promise<Backlog> => {
  const [row] = await selectRows<Backlog>(
    db,
    sql`select
      (select count(*)::int from email_outbox where state in ('pendiente', 'enviando')) as pending,
      (select count(*)::int from email_outbox where state = 'fallido') as failed,
      (select count(*)::int from payments where state in ('creada', 'por_confirmar') and method = 'webpay'
         and (state = 'por_confirmar' or expires_at < now())) as awaiting,
      (select count(*)::int from sii_envios where state in ('pendiente', 'enviado')) as sii`,
  );
  return row ?? { pending: 0, failed: 0, awaiting: 0, sii: 0 };
};
