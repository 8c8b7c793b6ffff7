import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../test/render.tsx';
import { PaymentProblem } from './payment-problem.tsx';

afterEach(cleanup);

describe('PaymentProblem', () => {
  it('"Volver a intentar" goes back to the search asking to search the same RUT again', async () => {
    const go = vi.fn();
    renderPortal(<PaymentProblem kind="rejected" />, { nav: { go } });
    expect(screen.getByRole('heading', { name: 'El pago fue rechazado' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Volver a intentar' });
    expect(back.getAttribute('href')).toBe('/client/payments');
    await userEvent.click(back);
    expect(go).toHaveBeenCalledWith('search', { retry: true });
  });

  it('with nothing to show, it only leads to the portal', async () => {
    const go = vi.fn();
    renderPortal(<PaymentProblem kind="none" />, { nav: { go } });
    await userEvent.click(screen.getByRole('link', { name: 'Ir al portal de pagos' }));
    expect(go).toHaveBeenCalledWith('search', { retry: false });
  });
});
