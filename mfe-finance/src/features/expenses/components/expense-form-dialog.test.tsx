import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { ExpenseFormDialog } from './expense-form-dialog.tsx';

const academies = [{ id: 1, name: 'Academia de Música Allegro' }];

afterEach(cleanup);

// typing through user-event is slow when the machine is busy
describe('ExpenseFormDialog', { timeout: 30_000 }, () => {
  it('sends whole pesos, the chosen academy and the date', async () => {
    const onSave = vi.fn().mockResolvedValue({});
    const onClose = vi.fn();
    renderWithProviders(
      <ExpenseFormDialog open academies={academies} onClose={onClose} onSave={onSave} />,
    );
    const user = userEvent.setup();
    const date = await screen.findByLabelText(/Fecha/);
    await user.clear(date);
    await user.type(date, '03112026');
    expect(date).toHaveProperty('value', '03-11-2026');
    await user.type(screen.getByLabelText(/Monto/), '45.990');
    await user.type(screen.getByLabelText(/Categoría/), 'Arriendo');
    await user.selectOptions(screen.getByLabelText(/Academia/), '1');
    await user.type(screen.getByLabelText(/Descripción/), 'Arriendo sala noviembre');
    await user.click(screen.getByRole('button', { name: 'Registrar gasto' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      date: '2026-11-03',
      category: 'Arriendo',
      academyId: 1,
      amount: 45990,
      description: 'Arriendo sala noviembre',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a date that does not exist with the format to use, and sends nothing', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <ExpenseFormDialog open academies={academies} onClose={() => {}} onSave={onSave} />,
    );
    const user = userEvent.setup();
    const date = await screen.findByLabelText(/Fecha/);
    await user.clear(date);
    await user.type(date, '31-02-2026');
    await user.click(screen.getByRole('button', { name: 'Registrar gasto' }));
    expect(await screen.findByText('Fecha inválida: usa dd-mm-aaaa')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses decimals and empty fields with Spanish errors and sends nothing', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <ExpenseFormDialog open academies={academies} onClose={() => {}} onSave={onSave} />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Monto/), '12,5');
    await user.click(screen.getByRole('button', { name: 'Registrar gasto' }));
    expect(await screen.findByText('Ingresa pesos enteros, sin decimales')).toBeTruthy();
    // category and description keep the contract's own Spanish messages
    expect(screen.getAllByText(/es obligatori/i).length).toBeGreaterThanOrEqual(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server error on its field and keeps the dialog open', async () => {
    const onSave = vi.fn().mockRejectedValue({
      isAxiosError: true,
      response: {
        status: 400,
        data: { message: 'La academia no existe', field: 'data.academyId' },
      },
    });
    const onClose = vi.fn();
    const expense = {
      date: '2026-10-01',
      category: 'Materiales',
      academyId: 1,
      amount: 10000,
      description: 'Cuerdas',
    };
    renderWithProviders(
      <ExpenseFormDialog
        open
        expense={expense}
        academies={academies}
        onClose={onClose}
        onSave={onSave}
      />,
    );
    const user = userEvent.setup();
    expect(((await screen.findByLabelText(/Monto/)) as HTMLInputElement).value).toBe('10.000');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('La academia no existe')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
