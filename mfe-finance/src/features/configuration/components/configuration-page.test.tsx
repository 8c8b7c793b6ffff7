import { callApi } from '@academias/shared/api';
import type { TransbankCommission } from '@academias/shared/contract/settings';
import {
  answerCalls,
  apiFailure,
  renderWithProviders,
  spyOnCallApi,
} from '@academias/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { academiesPage } from '../../../test/academy-answers.test-helper.ts';
import ConfigurationPage from './configuration-page.tsx';

spyOnCallApi();

const inForce: TransbankCommission = {
  id: 1,
  percent: 2.95,
  fixedAmount: 0,
  validFrom: '2025-01-01',
  createdAt: '2025-01-01T00:00:00.000Z',
  editable: false,
};
const issuer = {
  rut: '76543210-3',
  businessName: 'Academias Demo SpA',
  giro: 'Enseñanza de artes y deportes',
  address: 'Av. Providencia 1234',
  comuna: 'Providencia',
  email: null,
  phone: null,
  documentType: 41 as const,
};

const commission = vi.fn();
const saveCommission = vi.fn();
const saveIssuer = vi.fn();
const serve = () =>
  vi.mocked(callApi).mockImplementation(
    answerCalls({
      getTransbankCommission: () => commission(),
      updateTransbankCommission: (input) => saveCommission(input),
      getIssuerSettings: () => issuer,
      updateIssuerSettings: (input) => saveIssuer(input),
      academies: () => academiesPage(),
      getAcademyBillingRules: () => [],
      getAcademySiblingDiscounts: () => [],
      getMonthClose: () => ({
        period: '2026-10',
        closed: false,
        closedAt: null,
        closedByName: null,
        warnings: { pendingWebpay: 0, unissuedBoletas: 0 },
      }),
      getSiiSettings: () => ({
        configured: false,
        environment: 'simulator',
        acteco: null,
        resolutionNumber: null,
        resolutionDate: null,
        senderRut: null,
        lowFolioWarning: 10,
        testMaterial: false,
        certificate: null,
        cafs: [],
        warnings: [],
        pendingDocuments: 0,
      }),
    }),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T15:00:00Z') });
  commission.mockReturnValue({ current: inForce, history: [inForce] });
  saveCommission.mockReturnValue({ ...inForce, id: 2, percent: 3.19, validFrom: '2026-11-01' });
  serve();
});
afterEach(() => {
  cleanup();
  vi.mocked(callApi).mockReset();
  [commission, saveCommission, saveIssuer].forEach((m) => m.mockReset());
  vi.useRealTimers();
});

describe('Parámetros Avanzados', { timeout: 30_000 }, () => {
  it('shows the commission in force, its history and the issuer of the boletas', async () => {
    renderWithProviders(<ConfigurationPage />, { route: '/app/modules/configuration' });
    expect(screen.getByRole('heading', { name: 'Parámetros Avanzados', level: 1 })).toBeTruthy();
    expect(await screen.findByText('2,95% + $0 por transacción, desde el 01-01-2025')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Historial de comisiones' });
    expect(within(history).getByText('2,95%')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Datos del emisor' });
    await waitFor(() =>
      expect(within(form).getByLabelText(/Razón social/)).toHaveProperty(
        'value',
        'Academias Demo SpA',
      ),
    );
  });

  it('"Guardar comisión" sends the new percent from the first day of this month', async () => {
    renderWithProviders(<ConfigurationPage />, { route: '/app/modules/configuration' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Nueva comisión Transbank' });
    const percent = within(form).getByLabelText(/Porcentaje/);
    await waitFor(() => expect(percent).toHaveProperty('value', '2,95'));
    await user.clear(percent);
    await user.type(percent, '3,19');
    await user.click(within(form).getByRole('button', { name: 'Guardar comisión' }));
    await waitFor(() =>
      expect(saveCommission).toHaveBeenCalledWith({
        body: { data: { percent: 3.19, fixedAmount: 0, validFrom: '2026-11-01' } },
      }),
    );
  });

  it('what is typed before the commission arrives stays when it arrives', async () => {
    let answer: (value: unknown) => void = () => {};
    commission.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<ConfigurationPage />, { route: '/app/modules/configuration' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Nueva comisión Transbank' });
    const percent = within(form).getByLabelText(/Porcentaje/);
    await user.clear(percent);
    await user.type(percent, '3,19');
    answer({ current: inForce, history: [inForce] });
    expect(await screen.findByText('2,95% + $0 por transacción, desde el 01-01-2025')).toBeTruthy();
    expect(percent).toHaveProperty('value', '3,19');
  });

  it("the server's refusal shows in the form, in Spanish", async () => {
    saveCommission.mockImplementation(() => {
      throw apiFailure(400, {
        message: 'El campo data.validFrom no puede ser de un mes pasado.',
        field: 'data.validFrom',
      });
    });
    renderWithProviders(<ConfigurationPage />, { route: '/app/modules/configuration' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Nueva comisión Transbank' });
    await waitFor(() =>
      expect(within(form).getByLabelText(/Porcentaje/)).toHaveProperty('value', '2,95'),
    );
    await user.click(within(form).getByRole('button', { name: 'Guardar comisión' }));
    expect(await within(form).findByText(/no puede ser de un mes pasado/)).toBeTruthy();
  });

  it('a commission that cannot be read is said in Spanish; a bad issuer RUT is not sent', async () => {
    commission.mockImplementation(() => {
      throw apiFailure(500, { message: 'No se pudo leer la comisión.' });
    });
    renderWithProviders(<ConfigurationPage />, { route: '/app/modules/configuration' });
    expect(await screen.findByText('No se pudo leer la comisión.')).toBeTruthy();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Datos del emisor' });
    const rut = within(form).getByLabelText(/RUT del emisor/);
    await waitFor(() => expect((rut as HTMLInputElement).value).not.toBe(''));
    await user.clear(rut);
    await user.type(rut, '76.543.210-4');
    await user.click(within(form).getByRole('button', { name: /Guardar/ }));
    expect(
      await within(form).findByText('No es un RUT válido (revisa el dígito verificador)'),
    ).toBeTruthy();
    expect(rut.getAttribute('aria-invalid')).toBe('true');
    expect(saveIssuer).not.toHaveBeenCalled();
  });
});
