// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input.tsx';
import { UiProvider } from './ui-provider.tsx';

describe('SearchInput', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is named by its label and reports the trimmed text once typing stops', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(
      <UiProvider>
        <SearchInput label="Buscar academia por nombre" value="" onChange={onChange} />
      </UiProvider>,
    );
    const box = screen.getByRole('searchbox', { name: 'Buscar academia por nombre' });
    expect(box.getAttribute('placeholder')).toBe('Buscar academia por nombre');
    fireEvent.change(box, { target: { value: ' Allegro ' } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledWith('Allegro');
  });
});
