import type { Contract, EndpointResponse } from '@academias/shared/contract';

/** A guardian's own person page (GET /api/v1/getStudentById/:id), the wards of the family screens. */
export const guardianPage = (
  id: number,
  wards: { id: number; name: string }[],
): EndpointResponse<Contract['getStudentById']> => ({
  id,
  type: 3,
  rut: '13333333-9',
  firstName: 'Elena',
  lastName: 'Castro',
  name: 'Elena Castro',
  email: null,
  phone: null,
  address: null,
  birthDate: null,
  username: '13333333-9',
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  guardians: [],
  wards: wards.map((w) => ({ ...w, rut: null })),
  enrolments: [],
  pendingAmount: 0,
});
