import type { TeacherPayout } from '@academias/shared/contract/payouts';

/** Sample parts of a teacher's statement for the payout tests (the screen's and the file's). */
export const danzaLine: TeacherPayout['lines'][number] = {
  academyId: 2,
  academyName: 'Academia de Danza',
  revenue: 400_000,
  payments: 5,
  percent: 20,
  amount: 80_000,
};

export const correction: TeacherPayout['adjustments'][number] = {
  id: 9,
  academyName: 'Academia de Danza',
  chargeId: 40,
  studentName: 'Camila Rojas',
  description: 'Mensualidad octubre',
  kind: 'correccion',
  amountBefore: 40_000,
  amountAfter: 35_000,
  reason: 'Error de digitación',
  createdByName: 'Ana Admin',
  createdAt: '2026-10-10T15:00:00.000Z',
};
