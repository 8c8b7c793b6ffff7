// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { UiProvider } from './ui-provider.tsx';

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('closes once the action succeeded', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn(async () => {});
    render(
      <UiProvider>
        <ConfirmDialog
          open
          onOpenChange={onOpenChange}
          title="Eliminar alumno"
          description="¿Eliminar a Ana?"
          confirmLabel="Eliminar"
          destructive
          onConfirm={onConfirm}
        />
      </UiProvider>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Eliminar alumno' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('stays open with the described error when the action fails', async () => {
    const onOpenChange = vi.fn();
    render(
      <UiProvider>
        <ConfirmDialog
          open
          onOpenChange={onOpenChange}
          title="Eliminar academia"
          confirmLabel="Eliminar"
          onConfirm={() => Promise.reject(new Error('409'))}
          describeError={() => 'No se puede eliminar la academia: tiene alumnos.'}
        />
      </UiProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se puede eliminar la academia',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
