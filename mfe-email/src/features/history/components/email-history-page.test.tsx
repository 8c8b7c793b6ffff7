// @vitest-environment happy-dom
import type { EndpointInput, EndpointResponse } from '@academias/shared/contract/define';
import type { getHistoryEmails } from '@academias/shared/contract/email';
import { renderWithProviders, spyOnCallApi } from '@academias/shared/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import EmailHistoryPage from './email-history-page.tsx';

const queries: EndpointInput<typeof getHistoryEmails>['query'][] = [];

// A handler typed by the contract: the history list's own response shape.
const listSends = (
  input: EndpointInput<typeof getHistoryEmails>,
): EndpointResponse<typeof getHistoryEmails> => {
  queries.push(input.query);
  return {
    items: [
      {
        id: 9,
        kind: 'recordatorio',
        createdAt: '2026-03-02T13:00:00Z',
        authorName: 'Carolina Muñoz',
        templateName: 'Recordatorio de pago',
        subject: 'Tu cuota vence pronto',
        total: 4,
        counts: { pendiente: 0, enviado: 3, fallido: 1, omitido: 0 },
      },
    ],
    total: 57,
    page: 2,
    pageSize: 25,
  };
};
spyOnCallApi(async (_endpoint: unknown, input: EndpointInput<typeof getHistoryEmails>) =>
  listSends(input),
);

afterEach(cleanup);

describe('Historial de Envíos on the screen kit', { timeout: 30_000 }, () => {
  it('kind, order and page come from the URL; counts agree in number; export of every send', async () => {
    renderWithProviders(<EmailHistoryPage />, {
      route: '/app/modules/email/history?kind=recordatorio&order=asc&page=2',
    });
    expect(await screen.findByText('Recordatorio de pago')).toBeTruthy();
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        kind: 'recordatorio',
        sort: 'createdAt',
        order: 'asc',
        page: 2,
      }),
    );
    expect(screen.getByText('3 enviados')).toBeTruthy();
    expect(screen.getByText('1 fallido')).toBeTruthy();
    expect(screen.getByLabelText('Tipo de envío')).toHaveProperty('value', 'recordatorio');
    expect(screen.getByRole('button', { name: 'Ver destinatarios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveProperty('disabled', false);
  });
});
