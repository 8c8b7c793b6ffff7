import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, whereNow } from '../../test/render-at.test-helper.tsx';
import { NoAccessPage } from './no-access-page.tsx';

afterEach(cleanup);

describe('Sin acceso', () => {
  it('says in Spanish the section is not for this profile, whom to ask, and leads back home', async () => {
    renderAt(<NoAccessPage />, '/app/modules/configuration');
    expect(screen.getByRole('heading', { name: 'Sin acceso', level: 1 })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Esta sección no está disponible para tu perfil');
    expect(alert.textContent).toContain('pídelo a la administración de la academia');
    fireEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(await whereNow()).toBe('/app/dashboard');
  });
});
