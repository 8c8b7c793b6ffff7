import { useSession, userKindOf, type UserKind } from '@academias/shared/session';

/** Who is looking: admin, teacher or other (student/guardian); the server scopes the data anyway. */
export const useUserKind = (): UserKind => useSession((s) => userKindOf(s.session?.type ?? -1));
