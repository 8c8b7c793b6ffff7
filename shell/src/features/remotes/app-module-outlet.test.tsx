import { sessionStore, type Session } from '@academias/shared/session';
import { UiProvider } from '@academias/shared/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@academias/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppModuleOutlet, preloadModule } from './app-module-outlet.tsx';

const as = (type: number): Session => ({
  token: 't',
  refreshToken: 'r',
  expiresAt: '2026-11-22T05:00:00.000Z',
  type,
  data: { id: 1, name: 'Ana', username: 'ana' },
  academies: [],
});

const renderAt = (path: string, type: number) => {
  sessionStore.setState({ session: as(type) });
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/*" element={<AppModuleOutlet />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
};

describe('route guard from the access table', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/app/modules/configuration', 1],
    ['/app/modules/charges', 1],
    ['/app/modules/reports/academies', 1],
    ['/app/modules/students/3', 2],
    ['/app/modules/view-charges', 0],
  ])('%s as type %i shows "Sin acceso" without loading the remote', (path, type) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt(path, type);
    expect(screen.getByRole('heading', { name: 'Sin acceso', level: 1 })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an allowed path does not show it', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 404 })),
    );
    renderAt('/app/modules/plans', 1);
    expect(screen.queryByRole('heading', { name: 'Sin acceso' })).toBeNull();
  });

  it('preloadModule (the first screen, at start) fetches only a remote the user may open', () => {
    const fetch = vi.fn(async () => new Response('no', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    sessionStore.setState({ session: as(1) });
    preloadModule('modules/configuration');
    expect(fetch).not.toHaveBeenCalled();
    sessionStore.setState({ session: as(0) });
    preloadModule('modules/students');
    expect(fetch).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });
});
