import { sessionStore } from '@academias/shared/session';
import { QueryClient } from '@academias/shared/query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@academias/shared/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { useUrlListParams } from '../../../hooks/use-url-list-params.ts';
import { myWardsKey } from '../api/use-my-wards.ts';
import { wardStudentId } from '../ward-param.ts';
import { WardFilter } from './ward-filter.tsx';

const GUARDIAN_ID = 40;
const person = (wards: { id: number; name: string }[]) => ({
  id: GUARDIAN_ID,
  wards: wards.map((w) => ({ ...w, rut: null })),
});

const signIn = (type: number) =>
  sessionStore.getState().setSession({
    token: 't',
    refreshToken: 'r',
    expiresAt: '2099-01-01T00:00:00.000Z',
    type,
    data: { id: GUARDIAN_ID, name: 'Elena Castro', username: '13333333-9' },
    academies: [],
  });

/** A family list as the pages use it: the selector writes `?alumno=`, the query reads it. */
const FamilyList = () => {
  const { filters, setFilters } = useUrlListParams({
    sorts: ['dueDate'] as const,
    sort: { key: 'dueDate', order: 'asc' },
    filters: { alumno: '' },
  });
  const location = useLocation();
  return (
    <>
      <WardFilter alumno={filters.alumno} onChange={(alumno) => setFilters({ alumno })} />
      <output aria-label="dirección">{location.search}</output>
      <output aria-label="studentId">{String(wardStudentId('other', filters.alumno))}</output>
    </>
  );
};

const render = (wards: { id: number; name: string }[], route = '/app/modules/view-charges') => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myWardsKey(GUARDIAN_ID), person(wards));
  return renderWithProviders(<FamilyList />, { route, client });
};

const twoWards = [
  { id: 7, name: 'Camila Castro' },
  { id: 9, name: 'Tomás Castro' },
];
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

beforeEach(() => signIn(3));
afterEach(() => {
  cleanup();
  sessionStore.getState().clearSession();
});

describe('ward selector of the family screens', () => {
  it('offers "Todos" and each ward by name, all wards chosen at first', () => {
    render(twoWards);
    const group = screen.getByRole('group', { name: 'Ver alumno' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Todos',
      'Camila Castro',
      'Tomás Castro',
    ]);
    expect(pressed('Todos')).toBe('true');
    expect(pressed('Tomás Castro')).toBe('false');
    expect(screen.getByLabelText('studentId').textContent).toBe('undefined');
  });

  it('keeps the choice in the URL (?alumno=) and back to all with "Todos"', () => {
    render(twoWards);
    fireEvent.click(screen.getByRole('button', { name: 'Tomás Castro' }));
    expect(screen.getByLabelText('dirección').textContent).toBe('?alumno=9');
    expect(screen.getByLabelText('studentId').textContent).toBe('9');
    expect(pressed('Tomás Castro')).toBe('true');
    expect(pressed('Todos')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Todos' }));
    expect(screen.getByLabelText('dirección').textContent).toBe('');
    expect(pressed('Todos')).toBe('true');
  });

  it('starts from the ward in a shared or reloaded URL', () => {
    render(twoWards, '/app/modules/view-dte?alumno=7&page=2');
    expect(pressed('Camila Castro')).toBe('true');
    // a new choice goes back to the first page
    fireEvent.click(screen.getByRole('button', { name: 'Tomás Castro' }));
    expect(screen.getByLabelText('dirección').textContent).toBe('?alumno=9');
  });

  it('is not shown with a single ward, nor to staff', () => {
    render([{ id: 7, name: 'Camila Castro' }]);
    expect(screen.queryByRole('group', { name: 'Ver alumno' })).toBeNull();
    cleanup();
    signIn(0);
    render(twoWards);
    expect(screen.queryByRole('group', { name: 'Ver alumno' })).toBeNull();
    expect(wardStudentId('admin', '9')).toBeUndefined();
  });

  it('ignores an alumno that is not an id', () => {
    expect(wardStudentId('other', 'abc')).toBeUndefined();
    expect(wardStudentId('other', '0')).toBeUndefined();
    expect(wardStudentId('other', '12')).toBe(12);
  });
});
