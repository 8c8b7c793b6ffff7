import { lazyDialog } from '@academias/shared/app';

/**
 * The student's form (its schema, zod, phone numbers, guardians' fields) loads when opened:
 * Alumnos and the student's page show none of it on their first screen.
 */
export const StudentFormDialog = lazyDialog(() =>
  import('./student-form-dialog.tsx').then((m) => m.StudentFormDialog),
);
