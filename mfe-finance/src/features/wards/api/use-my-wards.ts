import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { useSession } from '@academias/shared/session';
import { useQuery } from '@academias/shared/query';

export interface Ward {
  id: number;
  name: string;
}

export const myWardsKey = (personId: number | undefined) => ['my-wards', personId] as const;

/**
 * The signed-in guardian's wards (their own person page, which a family may read), for the ward
 * selector. Empty for staff, for a student without wards and until it arrives.
 */
export const useMyWards = (enabled: boolean): Ward[] => {
  const personId = useSession((s) => s.session?.data.id);
  const detail = useQuery({
    queryKey: myWardsKey(personId),
    queryFn: () => callApi(routes.getStudentById, { params: { id: personId! } }),
    enabled: enabled && personId !== undefined,
    // Wards change rarely (an admin links them): once per visit is enough.
    staleTime: 10 * 60_000,
    select: (person) => person.wards.map(({ id, name }) => ({ id, name })),
  });
  return (enabled && detail.data) || [];
};
