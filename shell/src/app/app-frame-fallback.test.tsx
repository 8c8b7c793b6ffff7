import { sessionStore } from '@academias/shared/session';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSession, renderRoutesAt as renderAt } from '../test/app-routes.test-helper.tsx';

configure({ asyncUtilTimeout: 8000 });

// The layout's chunk is this file's own and arrives when the test says so: the frame shows only
// while that chunk has not loaded, which a module graph shared with another file that had
// already imported the layout would not see (docs/performance.md, session 17).
const layoutChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { requested: false, arrived, arrive };
});
vi.mock('../features/layout/app-layout.tsx', async (importOriginal) => {
  layoutChunk.requested = true;
  await layoutChunk.arrived;
  return importOriginal();
});

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
    // Chakra's root and the session guard are in; the layout's chunk is still on its way.
    await waitFor(() => expect(layoutChunk.requested).toBe(true));
    expect(document.querySelector('.app-frame')?.textContent).toContain(
      'Bienvenid@ Valentina Soto',
    );
    layoutChunk.arrive();
    await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(document.querySelector('.app-frame')).toBeNull();
    expect(screen.getAllByText('Bienvenid@ Valentina Soto')).toHaveLength(1);
  });
});
