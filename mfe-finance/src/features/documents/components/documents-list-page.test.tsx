import { callApi } from '@academias/shared/api';
import type { IssuedDocument } from '@academias/shared/contract/documents';
import {
  answerCalls,
  renderWithProviders,
  signInAs,
  signOut,
  spyOnCallApi,
  stubPhone,
} from '@academias/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectEmptyThenFailure } from '../../../test/list-states.test-helper.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardianPage } from '../../../test/family-answers.test-helper.ts';
import DocumentsListPage from './documents-list-page.tsx';

spyOnCallApi();

const boleta: IssuedDocument = {
  id: 1,
  paymentId: 7,
  type: 41,
  folio: 12,
  state: 'emitida',
  issuedAt: '2026-11-20T12:00:00.000Z',
  receiverName: 'Ana Pérez',
  receiverRut: '11111111-1',
  total: 30_000,
  method: 'efectivo',
  sii: null,
};

const slips = vi.fn();
const serve = (items: IssuedDocument[]) => {
  slips.mockReturnValue({ items, total: items.length, page: 1, pageSize: 25 });
  vi.mocked(callApi).mockImplementation(
    answerCalls({
      getPaymentSlips: (input) => slips(input),
      getStudentById: () =>
        guardianPage(40, [
          { id: 41, name: 'Sofía Castro' },
          { id: 42, name: 'Tomás Castro' },
        ]),
    }),
  );
};
const lastQuery = () => slips.mock.calls.at(-1)?.[0].query;
const open = () => renderWithProviders(<DocumentsListPage />, { route: '/app/modules/documents' });

afterEach(() => {
  cleanup();
  signOut();
  vi.mocked(callApi).mockReset();
  slips.mockReset();
  vi.unstubAllGlobals();
});

describe('Documentos Emitidos', { timeout: 30_000 }, () => {
  it('the admin sees each boleta with folio, receiver, amount, state and its PDF', async () => {
    signInAs(0);
    serve([boleta, { ...boleta, id: 2, folio: 13, state: 'anulada' }]);
    open();
    expect(screen.getByRole('heading', { name: 'Documentos Emitidos', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Documentos emitidos' });
    expect(await within(table).findAllByText('Ana Pérez · 11.111.111-1')).toHaveLength(2);
    expect(within(table).getAllByText('$30.000')).toHaveLength(2);
    expect(within(table).getByText('Emitida')).toBeTruthy();
    expect(within(table).getByText('Anulada')).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Ver PDF de la boleta folio 12' }),
    ).toBeTruthy();
    expect(screen.getByPlaceholderText('Receptor, RUT o folio')).toBeTruthy();
  });

  it('the type filter asks for boletas afectas only', async () => {
    signInAs(0);
    serve([boleta]);
    open();
    const user = userEvent.setup();
    await screen.findByText('Ana Pérez · 11.111.111-1');
    await user.selectOptions(screen.getByLabelText('Tipo de documento'), 'Boleta afecta (39)');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 39 }));
  });

  it('a guardian reads "Boletas Generadas" without a search box and picks a ward', async () => {
    signInAs(3, 'Elena Castro', 40);
    serve([boleta]);
    open();
    expect(screen.getByRole('heading', { name: 'Boletas Generadas', level: 1 })).toBeTruthy();
    expect(screen.getByText('Las boletas de tus pagos.')).toBeTruthy();
    const user = userEvent.setup();
    const wards = await screen.findByRole('group', { name: 'Ver alumno' });
    await user.click(within(wards).getByRole('button', { name: 'Tomás Castro' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ studentId: 42 }));
    expect(screen.queryByPlaceholderText('Receptor, RUT o folio')).toBeNull();
  });

  it('no boletas, or a failed list, is said in Spanish', async () => {
    signInAs(0);
    serve([]);
    await expectEmptyThenFailure(open, {
      empty:
        'No hay boletas. Cambia los filtros. Cada pago aprobado emite su boleta y aparecerá aquí.',
      failing: slips,
      failure: 'No se pudieron cargar las boletas.',
    });
  });

  it('on a phone (390 px) each boleta is a card that keeps its PDF buttons', async () => {
    stubPhone(true);
    signInAs(0);
    serve([boleta]);
    open();
    expect(
      await screen.findByRole('button', { name: 'Ver PDF de la boleta folio 12' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
