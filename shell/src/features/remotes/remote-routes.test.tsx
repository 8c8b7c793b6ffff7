import { UiProvider } from '@academias/shared/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@academias/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteRoutes } from './remote-routes.tsx';

vi.mock('./load-route-bundle.ts', () => ({
  loadRouteBundle: async (name: string) => ({
    id: name,
    version: '202611260700',
    routes: [{ path: '*', element: <h1>Página del remoto</h1> }],
  }),
  forgetRouteBundle: async () => {},
}));

const renderRemote = (showVersion?: boolean) =>
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/client/payments']}>
        <Routes>
          <Route
            path="/client/payments/*"
            element={
              <RemoteRoutes
                name="mfe-portal"
                label="el portal de pagos"
                {...(showVersion === undefined ? {} : { showVersion })}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );

afterEach(cleanup);

describe("a remote's version footer", () => {
  it('shows under back-office pages, for support', async () => {
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'Página del remoto' })).toBeTruthy();
    expect(screen.getByText('mfe-portal · versión 202611260700')).toBeTruthy();
  });

  it("never on a payer's page (the portal inside the app)", async () => {
    renderRemote(false);
    expect(await screen.findByRole('heading', { name: 'Página del remoto' })).toBeTruthy();
    expect(screen.queryByText(/versión/)).toBeNull();
  });
});
