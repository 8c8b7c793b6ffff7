// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogFrame } from './dialog-frame.tsx';
import { UiProvider } from './ui-provider.tsx';

const fetched = vi.hoisted(() => vi.fn());
vi.mock('./overlay-views.tsx', async (original) => {
  fetched();
  return original();
});

const Page = ({ open }: { open: boolean }) => (
  <UiProvider>
    <button type="button">Eliminar</button>
    <DialogFrame open={open} onClose={() => {}} title="Eliminar alumno">
      <p>¿Eliminar a Ana?</p>
    </DialogFrame>
  </UiProvider>
);

// In this order: the first test finds the dialog's code not fetched yet.
describe('DialogFrame on demand', { shuffle: false }, () => {
  afterEach(cleanup);

  it('fetches Chakra’s dialog on the first intent to open one, then opens it with the focus inside', async () => {
    const { rerender } = render(<Page open={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).not.toHaveBeenCalled();

    fireEvent.pointerOver(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(fetched).toHaveBeenCalledOnce());

    rerender(<Page open />);
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar alumno' });
    expect(dialog.textContent).toContain('¿Eliminar a Ana?');
    // Its recipe came with its code (system.ts, addSlotRecipes): the parts carry its classes.
    expect(dialog.className).toContain('chakra-dialog__content');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('waits inside the dialog for a body whose code is still coming, not in place of the page', async () => {
    const never = new Promise<never>(() => {});
    const StillComing = () => use(never);
    render(
      <UiProvider>
        <p>La página</p>
        <DialogFrame open onClose={() => {}} title="Ajustes">
          <StillComing />
        </DialogFrame>
      </UiProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ajustes' });
    expect(within(dialog).getByRole('status', { name: 'Cargando…' })).toBeTruthy();
    expect(screen.getByText('La página')).toBeTruthy();
  });
});
