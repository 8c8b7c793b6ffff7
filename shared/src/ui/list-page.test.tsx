// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPage } from './list-page.tsx';
import { stubPhone } from './narrow-screen.test-helper.ts';
import { UiProvider } from './ui-provider.tsx';

const page = (
  <UiProvider>
    <ListPage
      title="Pagos"
      caption="Pagos"
      columns={[{ key: 'id', header: 'N°', cell: (r: { id: number }) => r.id }]}
      rows={[{ id: 7 }]}
      rowKey={(r) => r.id}
      total={1}
      page={1}
      pageSize={25}
      onPageChange={() => {}}
      filters={
        <label>
          Estado
          <input />
        </label>
      }
      activeFilters={2}
    />
  </UiProvider>
);

describe('ListPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows heading, filters and table side by side on a wide screen', () => {
    stubPhone(false);
    render(page);
    expect(screen.getByRole('heading', { name: 'Pagos', level: 1 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Filtros de pagos' })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('on a phone folds the filters behind "Filtros (n)" and shows cards', () => {
    stubPhone(true);
    render(page);
    const button = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Filtros de pagos' })).toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole('region', { name: 'Filtros de pagos' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
