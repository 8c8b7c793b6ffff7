import { MemoryRouter, Route, Routes, useLocation } from '@academias/shared/router';
import { UiProvider } from '@academias/shared/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

const Elsewhere = () => <output aria-label="ruta">{useLocation().pathname}</output>;

/**
 * Renders a shell page at `path` (with the router `state` it was sent with); any other path shows
 * where the router went, read back with `whereNow()`.
 */
export const renderAt = (page: ReactNode, path: string, state: unknown = null) =>
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );

/** The path the router went to from the page. */
export const whereNow = async () => (await screen.findByLabelText('ruta')).textContent;
