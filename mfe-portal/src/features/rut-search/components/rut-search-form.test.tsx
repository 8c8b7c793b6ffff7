import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../test/render.tsx';
import { RutSearchForm } from './rut-search-form.tsx';

afterEach(cleanup);

const setup = (defaultRut?: string) => {
  const onSearch = vi.fn();
  renderPortal(
    <RutSearchForm
      isSearching={false}
      onSearch={onSearch}
      {...(defaultRut ? { defaultRut } : {})}
    />,
  );
  return {
    onSearch,
    input: screen.getByLabelText(/RUT del alumno o apoderado/) as HTMLInputElement,
  };
};

describe('RutSearchForm', () => {
  it('formats the RUT as it is typed and searches with the normalised RUT', async () => {
    const { onSearch, input } = setup();
    await userEvent.type(input, '123456785');
    expect(input.value).toBe('12.345.678-5');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar cobros' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('12345678-5'));
  });

  it('takes a K check digit typed in lower case', async () => {
    const { onSearch, input } = setup();
    await userEvent.type(input, '10000013k{Enter}');
    expect(input.value).toBe('10.000.013-K');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('10000013-K'));
  });

  it('does not search with a wrong check digit and says why in Spanish', async () => {
    const { onSearch, input } = setup();
    await userEvent.type(input, '123456789{Enter}');
    expect(await screen.findByText(/revisa el dígito verificador/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('asks for the RUT when submitted empty, and clears the error once corrected', async () => {
    const { onSearch, input } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar cobros' }));
    expect(await screen.findByText(/Ingresa el RUT/)).toBeTruthy();
    await userEvent.type(input, '123456785');
    await waitFor(() => expect(screen.queryByText(/Ingresa el RUT/)).toBeNull());
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('starts from a remembered RUT, formatted', () => {
    const { input } = setup('12345678-5');
    expect(input.value).toBe('12.345.678-5');
  });
});
