// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_INPUT_ERROR,
  DateInput,
  dateInputError,
  formatDateTyping,
  parseDateInput,
} from './date-input.tsx';
import { FormField } from './form-field.tsx';
import { UiProvider } from './ui-provider.tsx';

describe('parseDateInput', () => {
  it('gives the ISO day only for a whole, real dd-mm-aaaa date', () => {
    expect(parseDateInput('24-11-2026')).toBe('2026-11-24');
    expect(parseDateInput('24112026')).toBe('2026-11-24');
    expect(parseDateInput('24/11/2026')).toBe('2026-11-24');
    expect(parseDateInput('2026-11-24')).toBe('2026-11-24');
    expect(parseDateInput('')).toBe('');
    expect(parseDateInput('30-02-2026')).toBe('30-02-2026');
    expect(parseDateInput('24-11-202')).toBe('24-11-202');
  });

  it('puts the dashes in while typing', () => {
    expect(formatDateTyping('2')).toBe('2');
    expect(formatDateTyping('241')).toBe('24-1');
    expect(formatDateTyping('24112')).toBe('24-11-2');
    expect(formatDateTyping('24-11-20261')).toBe('24-11-2026');
  });

  it('words the error of text that is not a date as the format to use', () => {
    expect(dateInputError('24-11-202', 'debe ser una fecha AAAA-MM-DD')).toBe(DATE_INPUT_ERROR);
    expect(dateInputError('', 'Ingresa una fecha')).toBe('Ingresa una fecha');
    expect(dateInputError('2026-11-24', undefined)).toBeUndefined();
  });
});

describe('DateInput', () => {
  afterEach(cleanup);

  it('shows the ISO value as dd-mm-aaaa and is named by its FormField label', () => {
    render(
      <UiProvider>
        <FormField label="Fecha de inicio">
          <DateInput value="2026-11-24" onChange={() => {}} />
        </FormField>
      </UiProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Fecha de inicio' }) as HTMLInputElement;
    expect(box.value).toBe('24-11-2026');
    expect(box.placeholder).toBe('dd-mm-aaaa');
    expect(box.inputMode).toBe('numeric');
  });

  it('reports ISO once the typed date is complete and keeps partial text as typed', () => {
    const onChange = vi.fn();
    const Harness = () => {
      const [value, setValue] = useState('');
      return (
        <DateInput
          aria-label="Fecha"
          value={value}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      );
    };
    render(
      <UiProvider>
        <Harness />
      </UiProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Fecha' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '2411' } });
    expect(box.value).toBe('24-11');
    expect(onChange).toHaveBeenLastCalledWith('24-11');
    fireEvent.change(box, { target: { value: '24-11-2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
    expect(box.value).toBe('24-11-2026');
  });
});

describe('DateInput while focused', () => {
  afterEach(cleanup);

  it('keeps what is typed even if the parent value comes back late', () => {
    const onChange = vi.fn();
    // a parent that never updates (like URL state not yet applied)
    render(
      <UiProvider>
        <DateInput aria-label="Vence hasta" value="2026-08-01" onChange={onChange} />
      </UiProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Vence hasta' }) as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '' } });
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: '1508' } });
    expect(box.value).toBe('15-08');
    fireEvent.change(box, { target: { value: '15-08-2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-08-15');
    fireEvent.blur(box);
    expect(box.value).toBe('01-08-2026');
  });
});
