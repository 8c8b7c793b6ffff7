import { SESSION_KEY, sessionStore } from '@academias/shared/session';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultLayoutSettings,
  useLayoutSettings,
} from '../features/layout/layout-settings-store.ts';
import {
  adminSession as admin,
  renderRoutesAt as renderAt,
} from '../test/app-routes.test-helper.tsx';

// Lazy routes load Chakra-heavy chunks; on a shared 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 8000 });

describe('shell routes (docs/spec.md §2) and the session guard (§6)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ session: null });
    // A static side menu (the defaults), whatever another file of the worker left in the store.
    useLayoutSettings.setState(defaultLayoutSettings);
    // No remotes in unit tests: remotes.json cannot be fetched, the module area shows its fallback.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 404 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the empty path goes to the login page', async () => {
    const router = renderAt('/');
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByLabelText(/Usuario/)).toBeTruthy();
    expect(screen.getByLabelText(/Contraseña/)).toBeTruthy();
  });

  it.each(['/app', '/app/dashboard', '/app/modules/students'])(
    '%s without a stored session goes to login',
    async (path) => {
      const router = renderAt(path);
      await screen.findByRole('button', { name: 'Ingresar' });
      expect(router.state.location.pathname).toBe('/auth/login');
    },
  );

  it('a session without its dataType marker is not a stored session', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(admin));
    sessionStore.setState({ session: admin });
    const router = renderAt('/app/dashboard');
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('with a stored session /app shows the layout: greeting, admin menu, module area', async () => {
    sessionStore.getState().setSession(admin);
    const router = renderAt('/app');
    expect(await screen.findByText('Bienvenid@ Valentina Soto')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(nav.textContent).toContain('Gestión de Usuarios');
    expect(nav.textContent).toContain('Parámetros Avanzados');
    // the remote cannot load here: the Spanish fallback with a retry, inside the layout
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('an unknown module path under /app goes to notfound', async () => {
    sessionStore.getState().setSession(admin);
    const router = renderAt('/app/modules/does-not-exist');
    await screen.findByText('Requested resource is not available.');
    expect(router.state.location.pathname).toBe('/notfound');
  });

  it('any unknown path goes to /notfound with the docs/spec.md text', async () => {
    const router = renderAt('/esto/no/existe');
    await screen.findByText('Requested resource is not available.');
    expect(router.state.location.pathname).toBe('/notfound');
  });

  it('the landing links to login and to the payment portal', async () => {
    renderAt('/landing');
    await screen.findByRole('heading', { level: 1 });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/auth/login');
    expect(hrefs).toContain('/client/payments');
  });

  it('a logged-in user opening the login page goes to the dashboard', async () => {
    sessionStore.getState().setSession(admin);
    const router = renderAt('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

  it('a stale session without its marker shows the login page (no redirect loop) and is dropped', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(admin));
    sessionStore.setState({ session: admin });
    const router = renderAt('/app/dashboard');
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(router.state.location.pathname).toBe('/auth/login');
    await waitFor(() => expect(localStorage.getItem(SESSION_KEY)).toBeNull());
  });
});
