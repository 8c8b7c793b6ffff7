// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthNames } from '@academias/shared/format';
import { FormField } from './form-field.tsx';
import { MonthInput } from './month-input.tsx';
import { UiProvider } from './ui-provider.tsx';

const renderUi = (ui: React.ReactNode) => render(<UiProvider>{ui}</UiProvider>);

describe('MonthInput', () => {
  afterEach(cleanup);

  it('is a group named by its FormField label, with Spanish months and the year', () => {
    const onChange = vi.fn();
    renderUi(
      <FormField label="Período">
        <MonthInput value="2026-11" onChange={onChange} />
      </FormField>,
    );
    const group = screen.getByRole('group', { name: 'Período' });
    const month = within(group).getByRole('combobox', { name: 'Mes' }) as HTMLSelectElement;
    const year = within(group).getByRole('combobox', { name: 'Año' }) as HTMLSelectElement;
    expect(month.value).toBe('11');
    expect(month.selectedOptions[0]?.textContent).toBe('noviembre');
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(monthNames);
    expect(year.value).toBe('2026');
    // the label points at the month select
    expect(screen.getByText('Período').closest('label')?.getAttribute('for')).toBe(month.id);
    fireEvent.change(month, { target: { value: '03' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03');
    fireEvent.change(year, { target: { value: '2025' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-11');
  });

  it('offers no month when empty is allowed and fills in the other part', () => {
    const onChange = vi.fn();
    renderUi(<MonthInput aria-label="Mes del gasto" value="" allowEmpty onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Mes del gasto' });
    const month = within(group).getByRole('combobox', { name: 'Mes' }) as HTMLSelectElement;
    const year = within(group).getByRole('combobox', { name: 'Año' }) as HTMLSelectElement;
    expect(month.value).toBe('');
    expect(year.value).toBe('');
    fireEvent.change(year, { target: { value: year.options[1]!.value } });
    expect(onChange).toHaveBeenLastCalledWith(`${year.options[1]!.value}-01`);
    fireEvent.change(month, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps to min and max', () => {
    const onChange = vi.fn();
    renderUi(
      <MonthInput
        aria-label="Mes"
        value="2026-05"
        min="2025-03"
        max="2026-06"
        onChange={onChange}
      />,
    );
    const year = screen.getByRole('combobox', { name: 'Año' }) as HTMLSelectElement;
    expect(Array.from(year.options).map((o) => o.value)).toEqual(['2025', '2026']);
    const month = screen.getByRole('combobox', { name: 'Mes' }) as HTMLSelectElement;
    expect(month.options[6]?.disabled).toBe(true); // julio 2026 is after max
    expect(month.options[5]?.disabled).toBe(false);
    fireEvent.change(year, { target: { value: '2025' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-05');
  });
});
