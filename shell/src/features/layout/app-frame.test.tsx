import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFrame } from './app-frame.tsx';

afterEach(cleanup);

describe('AppFrame, the top bar painted before the scripts', () => {
  it('greets the user by name once the session is known, and says it is loading', () => {
    render(<AppFrame name="Valentina Soto" />);
    expect(screen.getByText('Bienvenid@ Valentina Soto')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
  });

  it('in the page (no session read yet): the bar without a name, hidden from assistive tech', () => {
    const { container } = render(<AppFrame />);
    expect(container.textContent).not.toContain('Bienvenid@');
    expect(container.querySelector('.app-frame-bar')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.app-frame')?.getAttribute('aria-busy')).toBe('true');
  });
});
