import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { findPersonByRut } from './find-person-by-rut.ts';

export interface GuardianInput {
  rut: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
}

/**
 * The id of the guardian with this RUT: the person already registered, or a new guardian
 * (type 3) created with the given data. Looking first keeps one person per RUT when the same
 * guardian has several children.
 */
export const resolveGuardianId = async (guardian: GuardianInput): Promise<number> => {
  const existing = await findPersonByRut(guardian.rut);
  if (existing) return existing.id;
  const created = await callApi(routes.createStudents, {
    body: {
      data: {
        type: 3,
        rut: guardian.rut,
        firstName: guardian.firstName,
        lastName: guardian.lastName,
        email: guardian.email ?? null,
        phone: guardian.phone ?? null,
      },
    },
  });
  return created.id;
};
