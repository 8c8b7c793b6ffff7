// @vitest-environment happy-dom
import { UiProvider } from '@academias/shared/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFields } from './date-range-fields.tsx';

afterEach(cleanup);

describe('DateRangeFields', () => {
  it('sends whole dates only; unfinished text is flagged with the format once left', () => {
    const onChange = vi.fn();
    render(
      <UiProvider>
        <DateRangeFields
          value={{ startDate: '2026-01-01', endDate: '2026-11-30' }}
          onChange={onChange}
        />
      </UiProvider>,
    );
    const start = screen.getByRole('textbox', { name: /Fecha de inicio/ }) as HTMLInputElement;
    expect(start.value).toBe('01-01-2026');
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '0103' } });
    // the range loses its start (no request) instead of getting half a date
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '', endDate: '2026-11-30' });
    fireEvent.blur(start);
    expect(screen.getByText('Fecha inválida: usa dd-mm-aaaa')).toBeTruthy();
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '01-03-2026' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-03-01', endDate: '2026-11-30' });
  });
});
