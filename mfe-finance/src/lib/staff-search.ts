import type { UserKind } from '@academias/shared/session';

/** A list's search box (ListPage's props) for admins and teachers; a student or guardian has none. */
export const staffSearch = (
  kind: UserKind,
  list: { search: string; setSearch: (search: string) => void },
  placeholder: string,
) =>
  kind === 'other'
    ? {}
    : { search: list.search, onSearchChange: list.setSearch, searchPlaceholder: placeholder };
