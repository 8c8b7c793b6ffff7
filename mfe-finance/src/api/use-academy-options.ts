import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { useQuery } from '@academias/shared/query';

/** Academies for selects and filters (admin: all; teacher: theirs, as the server scopes them). */
export const useAcademyOptions = (enabled = true) =>
  useQuery({
    queryKey: ['academies', 'options'],
    queryFn: () =>
      callApi(routes.academies, {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      }),
    select: (page) => page.items.map((a) => ({ id: a.id, name: a.name, teachers: a.teachers })),
    enabled,
    staleTime: 5 * 60_000,
  });
