// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailDialog } from './detail-dialog.tsx';
import { UiProvider } from './ui-provider.tsx';

describe('DetailDialog', () => {
  afterEach(cleanup);

  it('shows its title, body and footer, and closes from the corner button', async () => {
    const onClose = vi.fn();
    render(
      <UiProvider>
        <DetailDialog
          open
          onClose={onClose}
          title="Historial de Guitarra - marzo 2026"
          footer={<button type="button">Reenviar</button>}
          nested={<p>formulario anidado</p>}
        >
          <p>Sin correcciones</p>
        </DetailDialog>
      </UiProvider>,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Historial de Guitarra - marzo 2026',
    });
    expect(dialog.textContent).toContain('Sin correcciones');
    expect(screen.getByRole('button', { name: 'Reenviar' })).toBeTruthy();
    expect(screen.getByText('formulario anidado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('renders nothing while closed', () => {
    render(
      <UiProvider>
        <DetailDialog open={false} onClose={() => {}} title="Alumnos de Piano">
          <p>lista</p>
        </DetailDialog>
      </UiProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
