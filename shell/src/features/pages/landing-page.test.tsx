import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, whereNow } from '../../test/render-at.test-helper.tsx';
import { LandingPage } from './landing-page.tsx';

afterEach(cleanup);

describe('Landing', () => {
  it('says what the product does, feature by feature', () => {
    renderAt(<LandingPage />, '/landing');
    expect(
      screen.getByRole('heading', {
        name: 'La gestión de tu academia, en un solo lugar',
        level: 1,
      }),
    ).toBeTruthy();
    const features = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(features).toEqual([
      'Alumnos y planes',
      'Cobros mensuales',
      'Boletas y reportes',
      'Correos a las familias',
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Pagos procesados por Transbank Webpay/)).toBeTruthy();
  });

  it('the payers go to the portal; the staff to the login page', async () => {
    renderAt(<LandingPage />, '/landing');
    const pay = screen.getByRole('link', { name: 'Pagar mis cobros' });
    expect(pay.getAttribute('href')).toBe('/client/payments');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/auth/login',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Ingresar a la plataforma' }));
    expect(await whereNow()).toBe('/auth/login');
  });
});
