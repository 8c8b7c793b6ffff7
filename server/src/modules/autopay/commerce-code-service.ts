import type { Db } from '../../db/db-handle.ts';
import { notFound } from '../../http/http-error.ts';
import { academyExists, upsertCommerceCode } from './commerce-code-repository.ts';

/** Sets an academy's autopay child commerce code; an unknown academy is a 404. */
export const setCommerceCode = async (
  db: Db,
  academyId: number,
  commerceCode: string,
): Promise<{ ok: true }> => {
  if (!(await academyExists(db, academyId))) throw notFound('No se encontró la academia.');
  await upsertCommerceCode(db, academyId, commerceCode);
  return { ok: true as const };
};
