import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { toCreatePlanBody } from '../plan-form-schema.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';

const props = {
  academies: [{ id: 2, name: 'Escuela de Danza Ritmo' }],
  planTypes: [
    { id: 1, name: 'Mensual', billingMonths: 1 },
    { id: 4, name: 'Clase especial', billingMonths: null },
  ],
  serviceTypes: [{ id: 3, name: 'Clases grupales' }],
};

afterEach(cleanup);

// typing through user-event is slow when the machine is busy
describe('PlanFormDialog', { timeout: 30_000 }, () => {
  it('creates a special class as {data, isClaseEspecial} with a whole CLP price', async () => {
    const onSave = vi.fn().mockResolvedValue({});
    renderWithProviders(<PlanFormDialog open {...props} onClose={() => {}} onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nombre/), 'Masterclass de salsa');
    await user.selectOptions(screen.getByLabelText(/Academia/), '2');
    await user.selectOptions(screen.getByLabelText(/Tipo de plan/), '4');
    await user.selectOptions(screen.getByLabelText(/Tipo de servicio/), '3');
    await user.selectOptions(screen.getByLabelText(/Tipo de boleta/), '41');
    await user.type(screen.getByLabelText(/Precio/), '$15.000');
    await user.click(screen.getByRole('button', { name: 'Crear plan' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(toCreatePlanBody(onSave.mock.calls[0]?.[0])).toEqual({
      data: {
        name: 'Masterclass de salsa',
        description: null,
        academyId: 2,
        planTypeId: 4,
        serviceTypeId: 3,
        price: 15000,
        documentType: 41,
      },
      isClaseEspecial: true,
    });
  });

  it('requires the selects and a positive price', async () => {
    const onSave = vi.fn();
    renderWithProviders(<PlanFormDialog open {...props} onClose={() => {}} onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Precio/), '0');
    await user.click(screen.getByRole('button', { name: 'Crear plan' }));
    expect(await screen.findByText('Debe ser mayor que cero')).toBeTruthy();
    expect(screen.getByText('Elige una academia')).toBeTruthy();
    expect(screen.getByText('Elige el tipo de plan')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
