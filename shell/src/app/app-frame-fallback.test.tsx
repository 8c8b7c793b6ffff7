import { sessionStore } from '@academias/shared/session';
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSession, renderRoutesAt as renderAt } from '../test/app-routes.test-helper.tsx';

// A file of its own: the frame shows only while the layout's chunks are not loaded yet, which is
// once per module graph (routes.test.tsx loads them in its first tests).
configure({ asyncUtilTimeout: 8000 });

describe('the app frame while the layout loads (src/features/layout/app-frame.tsx)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a page outside /app never shows it', async () => {
    renderAt('/landing');
    expect(document.querySelector('.app-frame')).toBeNull();
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.app-frame')).toBeNull();
  });

  it('an /app page shows the frame the page painted, with the name, until the layout replaces it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 404 })),
    );
    localStorage.setItem('dataType', '0');
    sessionStore.getState().setSession(adminSession);
    renderAt('/app/dashboard');
    expect(document.querySelector('.app-frame')?.textContent).toContain(
      'Bienvenid@ Valentina Soto',
    );
    await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(document.querySelector('.app-frame')).toBeNull();
    expect(screen.getAllByText('Bienvenid@ Valentina Soto')).toHaveLength(1);
  });
});
