import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalAnswer } from '../../api/portal-calls.ts';
import { CallError } from '@academias/shared/api/post-json';
import { renderPortal } from '../../test/render.tsx';
import { PayerCheckout } from './payer-checkout.tsx';

const callPortal = vi.hoisted(() => vi.fn());
const submitToProvider = vi.hoisted(() => vi.fn());
vi.mock('../../api/portal-calls.ts', () => ({ callPortal }));
vi.mock('../../features/checkout/submit-to-provider.ts', () => ({ submitToProvider }));

type Answer = PortalAnswer<'getUserByRut'>;

const charge = (
  id: number,
  amount: number,
  extra: Partial<Answer['people'][number]['charges'][number]> = {},
) => ({
  id,
  description: `Mensualidad Piano ${id}`,
  period: '2026-10',
  dueDate: '2026-10-05',
  amount,
  overdue: false,
  reserved: false,
  reservedMinutes: null,
  heldByYou: false,
  ...extra,
});

const oneStudent: Answer = {
  payer: { userId: 5, displayName: 'Sofía R.' },
  people: [
    {
      userId: 5,
      displayName: 'Sofía R.',
      charges: [charge(1, 45_000), charge(2, 30_000), charge(3, 12_500)],
    },
  ],
  lookupToken: 'busqueda-1',
};

/** What the portal's fetch client rejects with on a 409. */
const conflict = () => new CallError('Uno de los cobros ya está en proceso de pago.', 409);

beforeEach(() => {
  callPortal.mockReset();
  submitToProvider.mockReset();
});
afterEach(cleanup);

const total = () => screen.getByText(/^Total:/).textContent;

describe('PayerCheckout', () => {
  it('adds up the ticked charges and pays them through webpay/create, then goes to Webpay', async () => {
    callPortal.mockResolvedValue({
      token: 't'.repeat(64),
      url: 'http://localhost/webpay-sim/init',
      buyOrder: 'O-1',
      amount: 57_500,
    });
    renderPortal(<PayerCheckout answer={oneStudent} onStale={() => undefined} />);

    const pay = screen.getByRole('button', { name: 'Pagar con Webpay' });
    // Every open charge starts ticked; the payer leaves one for later.
    expect(total()).toBe('Total: $87.500');
    await userEvent.click(screen.getByRole('checkbox', { name: /Mensualidad Piano 2/ }));
    expect(total()).toBe('Total: $57.500');
    await userEvent.click(pay);

    await waitFor(() => expect(callPortal).toHaveBeenCalledTimes(1));
    const [name, body] = callPortal.mock.calls[0] as [string, Record<string, unknown>];
    expect(name).toBe('webpayCreate');
    expect(body).toMatchObject({
      userId: 5,
      lookupToken: 'busqueda-1',
      totalAcum: 57_500,
      selectedPayments: [1, 3],
    });
    expect(String(body.returnUrl)).toMatch(/^http:\/\/localhost(:\d+)?\/client\/payments\/result$/);
    expect(String(body.orderId).length).toBeLessThanOrEqual(26);
    await waitFor(() =>
      expect(submitToProvider).toHaveBeenCalledWith(
        'http://localhost/webpay-sim/init',
        't'.repeat(64),
      ),
    );
  });

  it('ticks and clears all selectable charges at once', async () => {
    renderPortal(<PayerCheckout answer={oneStudent} onStale={() => undefined} />);
    const all = screen.getByRole('checkbox', { name: /Seleccionar todos \(3\)/ });
    expect(total()).toBe('Total: $87.500');
    await userEvent.click(all);
    expect(total()).toBe('Total: $0');
    expect(screen.getByRole('button', { name: 'Pagar con Webpay' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(all);
    expect(total()).toBe('Total: $87.500');
  });

  it('shows a charge held by another payment but does not let it be ticked', async () => {
    const answer: Answer = {
      ...oneStudent,
      people: [
        {
          ...oneStudent.people[0]!,
          charges: [charge(1, 45_000, { reserved: true, reservedMinutes: 4 }), charge(2, 30_000)],
        },
      ],
    };
    renderPortal(<PayerCheckout answer={answer} onStale={() => undefined} />);
    const held = screen.getByRole('checkbox', { name: /Mensualidad Piano 1/ });
    expect(held.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Pago en curso · se libera en 4 minutos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Liberar reserva/ })).toBeNull();
    // Only the charge that can be paid starts ticked.
    expect(total()).toBe('Total: $30.000');
    await userEvent.click(held);
    expect(total()).toBe('Total: $30.000');
  });

  it('the payer’s own payment in progress: minutes left, resume by paying again, or release it', async () => {
    const answer: Answer = {
      ...oneStudent,
      people: [
        {
          ...oneStudent.people[0]!,
          charges: [
            charge(1, 45_000, { reserved: true, reservedMinutes: 6, heldByYou: true }),
            charge(2, 30_000),
          ],
        },
      ],
    };
    const onStale = vi.fn();
    renderPortal(<PayerCheckout answer={answer} onStale={onStale} />);
    expect(screen.getByText('Tu pago en curso · reservado por 6 minutos')).toBeTruthy();
    // Both start ticked: paying again replaces the payment in progress.
    expect(total()).toBe('Total: $75.000');
    expect(screen.getByRole('button', { name: 'Retomar el pago con Webpay' })).toBeTruthy();
    callPortal.mockResolvedValue({ ok: true, message: 'Listo' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Liberar reserva: Mensualidad Piano 1' }),
    );
    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1));
    expect(callPortal.mock.calls[0]).toEqual([
      'webpayRelease',
      { lookupToken: 'busqueda-1', chargeId: 1 },
    ]);
  });

  it('lets a guardian choose the student; each student starts with their open charges ticked', async () => {
    const answer: Answer = {
      lookupToken: 'busqueda-2',
      payer: { userId: 9, displayName: 'Carmen L.' },
      people: [
        { userId: 10, displayName: 'Tomás L.', charges: [charge(21, 40_000)] },
        {
          userId: 11,
          displayName: 'Julieta L.',
          charges: [charge(31, 25_000), charge(32, 25_000)],
        },
      ],
    };
    renderPortal(<PayerCheckout answer={answer} onStale={() => undefined} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Julieta L\./ }));
    expect(total()).toBe('Total: $50.000');
    await userEvent.click(screen.getByRole('checkbox', { name: /Mensualidad Piano 31/ }));
    expect(total()).toBe('Total: $25.000');
    // Another ward: their own open charges, all ticked again.
    await userEvent.click(screen.getByRole('radio', { name: /Tomás L\./ }));
    expect(total()).toBe('Total: $40.000');
    expect(screen.getByRole('checkbox', { name: /Mensualidad Piano 21/ })).toBeTruthy();
  });

  it('shows the server refusal in Spanish and asks for fresh charges, without going to Webpay', async () => {
    callPortal.mockRejectedValue(conflict());
    const onStale = vi.fn();
    renderPortal(<PayerCheckout answer={oneStudent} onStale={onStale} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pagar con Webpay' }));
    expect(await screen.findByText('Uno de los cobros ya está en proceso de pago.')).toBeTruthy();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(submitToProvider).not.toHaveBeenCalled();
  });
});
