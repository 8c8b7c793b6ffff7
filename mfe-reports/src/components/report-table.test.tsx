// @vitest-environment happy-dom
import { UiProvider } from '@academias/shared/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportColumn } from '../lib/report-columns.ts';
import { ReportTable } from './report-table.tsx';

interface Line {
  academy: string;
  base: number;
  percent: number;
  amount: number;
}
const columns: ReportColumn<Line>[] = [
  { header: 'Academia', kind: 'text', value: (r) => r.academy },
  { header: 'Base', kind: 'clp', value: (r) => r.base },
  { header: 'Porcentaje', kind: 'percent', value: (r) => r.percent },
  { header: 'Monto', kind: 'clp', value: (r) => r.amount },
];
const rows: Line[] = [
  { academy: 'Allegro', base: 1_250_000, percent: 40, amount: 500_000 },
  { academy: 'Danza Sur', base: 300_000, percent: 12.5, amount: 37_500 },
];
const total: Line = { academy: 'Total', base: 1_550_000, percent: 0, amount: 537_500 };

/** matchMedia answering the phone query (max-width: 599px) as a 390 px or a 1280 px window would. */
const windowOf = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

const draw = () =>
  render(
    <UiProvider>
      <ReportTable
        caption="Liquidación por academia"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.academy}
        total={total}
      />
    </UiProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReportTable', () => {
  it('on a laptop: a table with its caption, amounts in CLP and the total in the footer', () => {
    windowOf(false);
    draw();
    const table = screen.getByRole('table', { name: 'Liquidación por academia' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('$1.250.000')).toBeTruthy();
    expect(within(table).getByText('$537.500')).toBeTruthy();
  });

  it('on a phone: a card per row with every column as "label: value", nothing sideways', () => {
    windowOf(true);
    draw();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Liquidación por academia' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const danza = cards[1]!;
    expect(within(danza).getByText('Danza Sur')).toBeTruthy();
    expect(within(danza).getByText('Porcentaje')).toBeTruthy();
    expect(within(danza).getByText('12,5 %')).toBeTruthy();
    expect(within(danza).getByText('$37.500')).toBeTruthy();
    expect(within(cards[2]!).getByText('$537.500')).toBeTruthy();
  });
});
