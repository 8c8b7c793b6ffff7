// @vitest-environment happy-dom
import { UiProvider } from '@academias/shared/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFigure } from './chart-figure.tsx';

/** An IntersectionObserver the test moves by hand: `enter()` brings the observed card on screen. */
const observers: { callback: IntersectionObserverCallback }[] = [];
class ManualObserver {
  constructor(public callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe() {}
  disconnect() {}
}
const enter = () =>
  act(() =>
    observers.forEach((o) =>
      o.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    ),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('ChartFigure', () => {
  it('keeps the drawing height and draws only once the card comes near the screen', () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    render(
      <UiProvider>
        <ChartFigure title="Recaudación" summary="Total $1.000" height={200}>
          <p>dibujo</p>
        </ChartFigure>
      </UiProvider>,
    );
    const figure = screen.getByRole('img', { name: 'Total $1.000' });
    expect(figure.style.height || getComputedStyle(figure).height).toBe('200px');
    expect(screen.queryByText('dibujo')).toBeNull();
    enter();
    expect(screen.getByText('dibujo')).toBeTruthy();
  });
});
