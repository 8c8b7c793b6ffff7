// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from './toaster.tsx';
import { showUndoToast } from './undo-toast.ts';
import { UiProvider } from './ui-provider.tsx';

// UiProvider renders the page's one Toaster.
const renderToaster = () => render(<UiProvider>{null}</UiProvider>);

describe('showUndoToast (Deshacer after a delete)', { timeout: 20_000 }, () => {
  afterEach(() => {
    toaster.remove();
    cleanup();
  });

  it('offers "Deshacer"; a tap restores and says so', async () => {
    renderToaster();
    const onUndo = vi.fn(async () => {});
    act(() => showUndoToast({ title: 'Gasto eliminado', undoneTitle: 'Gasto restaurado', onUndo }));
    expect(await screen.findByText('Gasto eliminado')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(onUndo).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Gasto restaurado')).toBeTruthy();
  });

  it('a failed restore is a Spanish error, never silent', async () => {
    renderToaster();
    const onUndo = vi.fn(async () => {
      throw Object.assign(new Error('x'), {
        isAxiosError: true,
        response: { status: 404, data: { message: 'No hay un gasto eliminado con ese número.' } },
      });
    });
    act(() => showUndoToast({ title: 'Gasto eliminado', undoneTitle: 'Listo', onUndo }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('No se pudo deshacer')).toBeTruthy();
    expect(await screen.findByText('No hay un gasto eliminado con ese número.')).toBeTruthy();
  });
});
