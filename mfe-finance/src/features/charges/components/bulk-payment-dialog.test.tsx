import type { Charge } from '@academias/shared/contract/charges';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulkPaymentDialog } from './bulk-payment-dialog.tsx';
import { spyOnCallApi } from '@academias/shared/testing';

const calls: { name: string; body: any }[] = [];
let answer: () => unknown = () => ({
  count: 3,
  total: 86_000,
  paymentIds: [1, 2, 3],
  replayed: false,
});

spyOnCallApi(async (endpoint: { name: string }, input?: { body?: unknown }) => {
  calls.push({ name: endpoint.name, body: input?.body });
  return answer();
});

const charge = (
  id: number,
  studentId: number,
  studentName: string,
  amount: number,
  state = 'pendiente',
) =>
  ({
    id,
    studentId,
    studentName,
    amount,
    state,
    description: `Mensualidad ${id}`,
    period: '2026-03',
  }) as Charge;
const three = [
  charge(11, 1, 'Camila Castro', 30_000),
  charge(12, 1, 'Camila Castro', 31_000),
  charge(13, 2, 'Diego Rojas', 25_000, 'vencido'),
];

beforeEach(() => {
  calls.length = 0;
  answer = () => ({ count: 3, total: 86_000, paymentIds: [1, 2, 3], replayed: false });
});
afterEach(cleanup);

describe('Registrar pagos manuales', { timeout: 30_000 }, () => {
  it('sums the charges per student and sends one call with the key, method and day', async () => {
    const onDone = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<BulkPaymentDialog charges={three} onClose={onClose} onDone={onDone} />);
    const user = userEvent.setup();
    expect(screen.getByText('3 pagos por $86.000 en total')).toBeTruthy();
    expect(screen.getByText('Camila Castro: 2 cobros · $61.000')).toBeTruthy();
    expect(screen.getByText('Diego Rojas: 1 cobro · $25.000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registrar 3 pagos' }));
    expect(await screen.findByText('Elige el medio de pago')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.selectOptions(screen.getByLabelText(/^Medio de pago/), 'transferencia');
    const date = screen.getByLabelText(/^Fecha de pago/);
    await user.clear(date);
    await user.type(date, '02-11-2026');
    await user.type(screen.getByLabelText(/^Referencia/), ' Lote 7 ');
    await user.click(screen.getByRole('button', { name: 'Registrar 3 pagos' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe('payments/bulk-manual');
    const data = calls[0]!.body.data;
    expect(data).toMatchObject({
      chargeIds: [11, 12, 13],
      method: 'transferencia',
      paidOn: '2026-11-02',
      reference: 'Lote 7',
    });
    expect(data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ count: 3, total: 86_000 }));
  });

  it('refuses a future day before calling', async () => {
    renderWithProviders(<BulkPaymentDialog charges={three} onClose={vi.fn()} onDone={vi.fn()} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/^Medio de pago/), 'efectivo');
    const date = screen.getByLabelText(/^Fecha de pago/);
    await user.clear(date);
    await user.type(date, '01-01-2099');
    await user.click(screen.getByRole('button', { name: 'Registrar 3 pagos' }));
    expect(await screen.findByText('La fecha de pago no puede ser futura')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('names the charges that are no longer open and does not send', async () => {
    const withPaid = [...three, charge(14, 2, 'Diego Rojas', 20_000, 'pagado')];
    renderWithProviders(
      <BulkPaymentDialog charges={withPaid} onClose={vi.fn()} onDone={vi.fn()} />,
    );
    const user = userEvent.setup();
    expect(screen.getByText(/Este cobro ya no está pendiente/)).toBeTruthy();
    expect(screen.getByText(/Diego Rojas · Mensualidad 14/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Medio de pago/), 'efectivo');
    await user.click(screen.getByRole('button', { name: 'Registrar 4 pagos' }));
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal on the field it names, and a retry keeps the same key", async () => {
    answer = () => {
      throw {
        isAxiosError: true,
        response: {
          status: 409,
          data: {
            message: 'Octubre 2026 está cerrado: elige una fecha de pago de un mes abierto.',
            field: 'data.paidOn',
          },
        },
      };
    };
    const onClose = vi.fn();
    renderWithProviders(<BulkPaymentDialog charges={three} onClose={onClose} onDone={vi.fn()} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/^Medio de pago/), 'efectivo');
    await user.click(screen.getByRole('button', { name: 'Registrar 3 pagos' }));
    expect(await screen.findByText(/Octubre 2026 está cerrado/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registrar 3 pagos' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body.data.idempotencyKey).toBe(calls[0]!.body.data.idempotencyKey);
    expect(onClose).not.toHaveBeenCalled();
  });
});
