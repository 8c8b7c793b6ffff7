import type { Db, Tx } from './db-handle.ts';
import { auditLog } from './schema/index.ts';

export interface AuditEntry {
  userId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Appends to the audit log, inside the caller's transaction so it commits with the change. */
export const writeAudit = async (
  db: Db | Tx,
  entries: AuditEntry | AuditEntry[],
): Promise<void> => {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((e) => ({
      userId: e.userId,
      entity: e.entity,
      entityId: String(e.entityId),
      action: e.action,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
};
