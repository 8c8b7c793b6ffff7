import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import ChargesListPage from './charges-list-page.tsx';
import { calls, recordingCallApi } from './recorded-api-calls.test-helper.ts';
import { spyOnCallApi } from '@academias/shared/testing';

spyOnCallApi(recordingCallApi);

const chargeQueries = () => calls.filter((c) => c.name === 'getCharges').map((c) => c.query);

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

describe('Pagos Pendientes: due-date filter', { timeout: 30_000 }, () => {
  it('sends the range from the URL with the other filters', async () => {
    renderWithProviders(<ChargesListPage />, {
      route: '/app/modules/charges?academyId=2&dueFrom=2026-03-01&dueTo=2026-03-31',
    });
    expect(await screen.findByLabelText('Vence desde')).toHaveProperty('value', '01-03-2026');
    expect(screen.getByLabelText('Vence hasta')).toHaveProperty('value', '31-03-2026');
    await waitFor(() =>
      expect(chargeQueries().at(-1)).toMatchObject({
        academyId: 2,
        open: 'true',
        dueFrom: '2026-03-01',
        dueTo: '2026-03-31',
      }),
    );
  });

  it('a reversed range is refused in Spanish and not sent; export is off until fixed', async () => {
    renderWithProviders(<ChargesListPage />, { route: '/app/modules/charges' });
    const user = userEvent.setup();
    const from = await screen.findByLabelText('Vence desde');
    await user.type(from, '20-03-2026');
    await user.type(screen.getByLabelText('Vence hasta'), '01-03-2026');
    expect(
      await screen.findByText('«Vence hasta» no puede ser anterior a «Vence desde».'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Vence hasta').getAttribute('aria-invalid')).toBe('true');
    // the valid "desde" alone was sent; the reversed pair never is
    expect(chargeQueries().some((q) => 'dueTo' in q)).toBe(false);
    expect(chargeQueries().at(-1)).not.toHaveProperty('dueFrom');
    expect((screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('an unfinished date is not sent and, once left, says the format to use', async () => {
    renderWithProviders(<ChargesListPage />, { route: '/app/modules/charges' });
    const user = userEvent.setup();
    const from = await screen.findByLabelText('Vence desde');
    await user.type(from, '200320');
    expect(from).toHaveProperty('value', '20-03-20');
    await user.tab();
    expect(await screen.findByText('Fecha inválida: usa dd-mm-aaaa')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(chargeQueries().some((q) => 'dueFrom' in q)).toBe(false);
  });
});
