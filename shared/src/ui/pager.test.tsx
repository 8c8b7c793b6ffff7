// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';
import { UiProvider } from './ui-provider.tsx';

describe('Pager', () => {
  afterEach(cleanup);

  it('is a named landmark with the range, the page and the rows per page', () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <UiProvider>
        <Pager
          page={2}
          pageSize={10}
          total={25}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      </UiProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeTruthy();
    expect(screen.getByText('11-20 de 25')).toBeTruthy();
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    fireEvent.change(screen.getByLabelText('Filas por página'), { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('says there are no results and offers no page to move to', () => {
    render(
      <UiProvider>
        <Pager page={1} pageSize={25} total={0} onPageChange={() => {}} label="Páginas de envíos" />
      </UiProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Páginas de envíos' })).toBeTruthy();
    expect(screen.getByText('Sin resultados')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByLabelText('Filas por página')).toBeNull();
  });
});
