// @vitest-environment happy-dom
import { UiProvider } from '@academias/shared/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryBars } from './category-bars.tsx';
import { ClpTimeChart } from './clp-time-chart.tsx';

/** A ResizeObserver that reports a 600 x 280 px box at once, as a card on a wide screen. */
class FixedSize {
  constructor(private callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 600, height: 280, top: 0, left: 0 } as DOMRectReadOnly;
    this.callback([{ target, contentRect } as ResizeObserverEntry], this as never);
  }
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', FixedSize));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const points = [
  { month: '2025-01', revenue: 1_000_000, expenses: 400_000, net: 600_000 },
  { month: '2025-02', revenue: 800_000, expenses: 400_000, net: 400_000 },
];

describe('ClpTimeChart', () => {
  it('draws bars and a line on a peso axis, names the series and tells a month in pesos', async () => {
    const { container } = render(
      <UiProvider>
        <ClpTimeChart
          data={points}
          timeKey="month"
          tick={(m) => `t${m.slice(5)}`}
          label={(m) => `mes ${m}`}
          series={[
            { key: 'revenue', name: 'Recaudación', color: '#0072B2' },
            { key: 'expenses', name: 'Gastos', color: '#E69F00' },
            { key: 'net', name: 'Neto', color: '#009E73', line: 'monotone' },
          ]}
        />
      </UiProvider>,
    );
    // The box is measured on the next animation frame: the month ticks need its width.
    expect(await screen.findByText('t02')).toBeTruthy();
    expect(screen.getByText('$1 M')).toBeTruthy();
    expect(screen.getByText('$400 mil')).toBeTruthy();
    expect(container.querySelectorAll('rect[fill="#0072B2"]')).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Recaudación',
      'Gastos',
      'Neto',
    ]);
    fireEvent.pointerMove(container.querySelector('svg')!, { clientX: 590 });
    expect(screen.getByText('mes 2025-02')).toBeTruthy();
    expect(screen.getByText(/Recaudación: \$800\.000/)).toBeTruthy();
    expect(screen.getByText(/Neto: \$400\.000/)).toBeTruthy();
  });
});

describe('CategoryBars', () => {
  it('draws a bar per row, names it on the left and tells its value', async () => {
    const { container } = render(
      <UiProvider>
        <CategoryBars
          rows={[
            { label: 'Academia de Música', value: 12 },
            { label: 'Club de Fútbol', value: 3 },
          ]}
          name="Alumnos activos"
          color="#56B4E9"
          axis={String}
          format={(n) => `${n} alumnos`}
          whole
        />
      </UiProvider>,
    );
    expect(await screen.findByText('Club de Fútbol')).toBeTruthy();
    expect(container.querySelectorAll('rect[fill="#56B4E9"]')).toHaveLength(2);
    fireEvent.pointerMove(container.querySelector('svg')!, { clientY: 10 });
    expect(screen.getByText('Alumnos activos: 12 alumnos')).toBeTruthy();
  });
});
