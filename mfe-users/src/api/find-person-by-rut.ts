import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { studentSchemas } from '@academias/shared/contract';
import { normalizeRut } from '@academias/shared/format';
import type { z } from 'zod';

type Person = z.infer<typeof studentSchemas.student>;

/**
 * The student or guardian registered with this RUT, or null. The list's search also matches
 * names, so only an exact RUT match counts.
 */
export const findPersonByRut = async (rut: string): Promise<Person | null> => {
  const wanted = normalizeRut(rut);
  const page = await callApi(routes.students, {
    query: { search: wanted, pageSize: 10, includeArchived: 'true' },
  });
  return page.items.find((p) => p.rut !== null && normalizeRut(p.rut) === wanted) ?? null;
};
