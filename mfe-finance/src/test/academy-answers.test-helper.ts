import type { Academy } from '@academias/shared/contract/academies';

/** An academy as GET /api/v1/academies lists it, for a page test's answers. */
export const academy = (id: number, name: string): Academy => ({
  id,
  name,
  description: null,
  address: null,
  phone: null,
  email: null,
  teachers: [],
  studentCount: 0,
  planCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The `academies` answer: one page holding these academies. */
export const academiesPage = (...items: Academy[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
});
