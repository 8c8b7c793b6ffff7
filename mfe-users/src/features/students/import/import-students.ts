import type { EndpointBody } from '@academias/shared/contract';
import type { createStudents } from '@academias/shared/contract/students';
import { apiErrorMessage } from '@academias/shared/api';
import type { GuardianInput } from '../../../api/resolve-guardian.ts';
import type { CheckedRow } from './check-import-rows.ts';
import { splitFullName, type StudentImportData } from './student-import-row.ts';

/** What the import sends for each student: the contract's createStudents data. */
export type StudentToCreate = EndpointBody<typeof createStudents>['data'];

export interface ImportDeps {
  createStudent: (data: StudentToCreate) => Promise<unknown>;
  resolveGuardian: (guardian: GuardianInput) => Promise<number>;
}

export interface RowOutcome {
  line: number;
  rut: string;
  ok: boolean;
  message?: string;
}

export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * Creates the students one by one (the contract has no bulk call), in file order, so each
 * row gets its own server answer: a RUT taken meanwhile, for instance, fails that row only.
 * A guardian shared by several rows is looked up once. Stops between rows when aborted.
 */
export const importStudents = async (
  rows: CheckedRow<StudentImportData>[],
  deps: ImportDeps,
  onProgress: (p: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<RowOutcome[]> => {
  const valid = rows.filter(
    (r): r is CheckedRow<StudentImportData> & { data: StudentImportData } => r.data !== undefined,
  );
  const guardianIds = new Map<string, number>();
  const outcomes: RowOutcome[] = [];
  for (const row of valid) {
    if (signal?.aborted) break;
    const d = row.data;
    try {
      let guardians: number[] = [];
      if (d.guardianRut) {
        let gid = guardianIds.get(d.guardianRut);
        if (gid === undefined) {
          gid = await deps.resolveGuardian({
            rut: d.guardianRut,
            ...splitFullName(d.guardianName ?? ''),
            email: d.guardianEmail,
            phone: d.guardianPhone,
          });
          guardianIds.set(d.guardianRut, gid);
        }
        guardians = [gid];
      }
      await deps.createStudent({
        type: 2,
        rut: d.rut,
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phone: d.phone,
        address: d.address,
        birthDate: d.birthDate,
        guardianIds: guardians,
      });
      outcomes.push({ line: row.line, rut: d.rut, ok: true });
    } catch (error) {
      outcomes.push({ line: row.line, rut: d.rut, ok: false, message: apiErrorMessage(error) });
    }
    onProgress({ done: outcomes.length, total: valid.length });
  }
  return outcomes;
};
