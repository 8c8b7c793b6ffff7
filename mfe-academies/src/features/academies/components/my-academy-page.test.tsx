// @vitest-environment happy-dom
import { callApi } from '@academias/shared/api';
import { sessionStore } from '@academias/shared/session';
import { UiProvider } from '@academias/shared/ui';
import { QueryClient, QueryClientProvider } from '@academias/shared/query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from '@academias/shared/router';
import { apiFailure } from '../../../test/render-with-providers.tsx';
import MyAcademyPage from './my-academy-page.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const teacherSession = {
  token: 't',
  refreshToken: 'r'.repeat(30),
  expiresAt: '2099-01-01T00:00:00Z',
  type: 1,
  data: { id: 2, name: 'Rodrigo Valdés', username: 'profesor' },
  academies: [{ id_academy: 1, academy_name: 'Academia de Música Allegro' }],
};

const openAt = (path: string) =>
  render(
    <UiProvider>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/app/modules/my-academies/:academyId" element={<MyAcademyPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );

describe('MyAcademyPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    callApiMock.mockReset();
    sessionStore.getState().clearSession();
  });

  it("shows 'sin acceso' for another teacher's academy without asking the server for it", async () => {
    sessionStore.getState().setSession(teacherSession);
    openAt('/app/modules/my-academies/3');
    expect(await screen.findByRole('heading', { name: 'Sin acceso', level: 1 })).toBeTruthy();
    expect(screen.getByText('La academia no existe o no está entre las tuyas.')).toBeTruthy();
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it("shows 'sin acceso' when the server refuses an academy of the session", async () => {
    sessionStore.getState().setSession(teacherSession);
    callApiMock.mockRejectedValue(apiFailure(404, { message: 'Recurso no encontrado.' }));
    openAt('/app/modules/my-academies/1');
    expect(await screen.findByRole('heading', { name: 'Sin acceso', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
