import { callApi } from '@academias/shared/api';
import type { EmailTemplate } from '@academias/shared/contract/email';
import { answerCalls, apiFailure, spyOnCallApi } from '@academias/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import EmailCenterPage from './email-center-page.tsx';

spyOnCallApi();
const callApiMock = vi.mocked(callApi);

const template = (id: number, name: string): EmailTemplate => ({
  id,
  name,
  subject: `${name}: {{nombre}}`,
  html: `<p>Hola {{nombre}}, ${name.toLowerCase()}.</p>`,
  authorId: 1,
  authorName: 'Ana Admin',
  canEdit: true,
  updatedAt: '2026-10-01T12:00:00.000Z',
});
const templates = [template(1, 'Aviso de vacaciones'), template(2, 'Muestra de fin de año')];
const empty = { items: [], total: 0, page: 1, pageSize: 100 };

afterEach(() => {
  cleanup();
  callApiMock.mockReset();
});

// The editor (TipTap) renders slowly in happy-dom on a shared machine.
describe('Centro de Correos', { timeout: 30_000 }, () => {
  it('opens a template from the list and sends it to the recipients after confirming', async () => {
    callApiMock.mockImplementation(
      answerCalls({
        getEmails: () => ({ items: templates, total: 2, page: 1, pageSize: 20 }),
        getallRecipients: () => ({
          items: [
            {
              id: 5,
              name: 'Camila Rojas',
              rut: '155555555',
              email: 'camila@example.cl',
              academies: 'Academia de Música Allegro',
              skipReason: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
          sendable: 41,
          skipped: 0,
          skippedItems: [],
        }),
        academies: () => empty,
        plans: () => empty,
        sendEmailByRecipients: () => ({ sendId: 77, queued: 41, skipped: 0 }),
      }),
    );
    renderWithProviders(<EmailCenterPage />);
    expect(screen.getByText('Ninguna plantilla abierta')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Plantillas' });
    await userEvent.click(within(list).getByRole('button', { name: /Muestra de fin de año/ }));
    // The editor is fetched on first open.
    expect(
      await screen.findByDisplayValue('Muestra de fin de año', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByDisplayValue('Muestra de fin de año: {{nombre}}')).toBeTruthy();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Enviar a 41 destinatarios' }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/Se enviará «Muestra de fin de año» a 41 personas/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar ahora' }));
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'sendEmailByRecipients' }),
        { body: { data: { templateId: 2, recipients: { mode: 'todos' } } } },
      ),
    );
    expect(await screen.findByText('Envío en cola: 41 destinatarios')).toBeTruthy();
  });

  it('searches the templates by what is typed, from the first page', async () => {
    callApiMock.mockImplementation(
      answerCalls({ getEmails: () => ({ items: templates, total: 2, page: 1, pageSize: 10 }) }),
    );
    renderWithProviders(<EmailCenterPage />);
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Buscar plantilla' }),
      ' fin ',
    );
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(expect.objectContaining({ name: 'getEmails/' }), {
        query: { page: 1, pageSize: 10, sort: 'name', order: 'asc', search: 'fin' },
      }),
    );
  });

  it('shows the server’s Spanish error when the templates cannot be read', async () => {
    callApiMock.mockRejectedValue(
      apiFailure(403, { message: 'No tienes permiso para esta acción.' }),
    );
    renderWithProviders(<EmailCenterPage />);
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeTruthy();
    expect(screen.getByText('No se pudieron cargar las plantillas')).toBeTruthy();
  });
});
