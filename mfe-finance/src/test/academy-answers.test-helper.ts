import type { Academy } from '@academias/shared/contract/academies';

export { academy } from '@academias/shared/testing';

/** The `academies` answer: one page holding these academies. */
export const academiesPage = (...items: Academy[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
});
