// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClpInput, parseClpInput } from './clp-input.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';
import { cleanRutInput, RutInput } from './rut-input.tsx';
import { UiProvider } from './ui-provider.tsx';

interface Student {
  id: number;
  name: string;
}
const columns: DataColumn<Student>[] = [
  { key: 'name', header: 'Nombre', cell: (s) => s.name, sortable: true },
];
const base = {
  caption: 'Alumnos',
  columns,
  rowKey: (s: Student) => s.id,
  page: 1,
  pageSize: 2,
  onPageChange: () => {},
};
const wrap = (ui: React.ReactNode) => render(<UiProvider>{ui}</UiProvider>);

describe('DataTable', () => {
  afterEach(cleanup);

  it('shows rows, the range and pages; paging and sorting call back', () => {
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    wrap(
      <DataTable
        {...base}
        rows={[
          { id: 1, name: 'Ana' },
          { id: 2, name: 'Benjamín' },
        ]}
        total={5}
        onPageChange={onPageChange}
        sort={{ key: 'name', order: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByText('Benjamín')).toBeTruthy();
    expect(screen.getByText('1-2 de 5')).toBeTruthy();
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', order: 'desc' });
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('ascending');
  });

  it('has an empty state that mentions the search', () => {
    wrap(<DataTable {...base} rows={[]} total={0} search="zzz" />);
    expect(screen.getByText('No hay resultados para “zzz”.')).toBeTruthy();
  });

  it('has an error state with Reintentar and no pager', () => {
    const onRetry = vi.fn();
    wrap(
      <DataTable
        {...base}
        rows={undefined}
        total={0}
        error="No pudimos cargar los alumnos."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar los alumnos.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByText(/Página/)).toBeNull();
  });

  it('has a loading state before the first page arrives', () => {
    wrap(<DataTable {...base} rows={undefined} total={0} loading />);
    expect(screen.getByRole('status', { name: 'Cargando datos' })).toBeTruthy();
    // no pager under the skeleton: the rows would push it down as they arrive
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sorts by a column sortKey, keeps headers over an empty state with a title and a hint', () => {
    const onSortChange = vi.fn();
    wrap(
      <DataTable
        {...base}
        columns={[
          { key: 'name', header: 'Nombre', cell: (s: Student) => s.name, sortKey: 'lastName' },
          { key: 'id', header: 'Código', cell: (s: Student) => s.id, hideOnMobile: true },
        ]}
        rows={[]}
        total={0}
        sort={{ key: 'lastName', order: 'desc' }}
        onSortChange={onSortChange}
        emptyTitle="Nadie coincide con la búsqueda"
        emptyDescription="Prueba con otro nombre."
      />,
    );
    expect(screen.getAllByRole('columnheader')[0]!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'lastName', order: 'asc' });
    expect(screen.getByText('Nadie coincide con la búsqueda')).toBeTruthy();
    expect(screen.getByText('Prueba con otro nombre.')).toBeTruthy();
    expect(screen.getByText('Sin resultados')).toBeTruthy();
  });

  it('shows a spinner while refetching a page it already shows', () => {
    wrap(<DataTable {...base} rows={[{ id: 1, name: 'Ana' }]} total={1} fetching />);
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Páginas de Alumnos' })).toBeTruthy();
  });
});

describe('CLP and RUT inputs', () => {
  afterEach(cleanup);

  it('CLP: digits only, whole pesos, shown as $12.345 when not editing', () => {
    expect(parseClpInput('$12.345')).toBe(12345);
    expect(parseClpInput('12,5')).toBe(125);
    expect(parseClpInput('abc')).toBeNull();
    const Harness = () => {
      const [v, setV] = useState<number | null>(45000);
      return <ClpInput aria-label="Monto" value={v} onChange={setV} />;
    };
    wrap(<Harness />);
    const input = screen.getByLabelText('Monto') as HTMLInputElement;
    expect(input.value).toBe('$45.000');
    fireEvent.focus(input);
    expect(input.value).toBe('45000');
    fireEvent.change(input, { target: { value: '1234567' } });
    fireEvent.blur(input);
    expect(input.value).toBe('$1.234.567');
  });

  it('RUT: keeps RUT characters and formats with dots and hyphen when leaving the field', () => {
    expect(cleanRutInput('12.345.678-k!')).toBe('12.345.678-K');
    const Harness = () => {
      const [v, setV] = useState('');
      return <RutInput aria-label="RUT" value={v} onChange={setV} />;
    };
    wrap(<Harness />);
    const input = screen.getByLabelText('RUT') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '123456785' } });
    fireEvent.blur(input);
    expect(input.value).toBe('12.345.678-5');
  });

  it('RUT: can format at every keystroke', () => {
    const Harness = () => {
      const [v, setV] = useState('');
      return <RutInput aria-label="RUT" value={v} onChange={setV} formatWhileTyping />;
    };
    wrap(<Harness />);
    const input = screen.getByLabelText('RUT') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '136432621' } });
    expect(input.value).toBe('13.643.262-1');
  });
});
