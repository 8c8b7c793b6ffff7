// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox, loadCheckbox, loadControls, Switch, Tabs } from './lazy-controls.ts';
import { system } from './system.ts';
import { UiProvider } from './ui-provider.tsx';

const SettingSwitch = () => (
  <Switch.Root defaultChecked>
    <Switch.HiddenInput />
    <Switch.Control />
    <Switch.Label>Efecto de onda</Switch.Label>
  </Switch.Root>
);

const waits = vi.fn();
const PageLoading = () => {
  waits();
  return <p>Cargando…</p>;
};

const renderInPage = () =>
  render(
    <UiProvider>
      <Suspense fallback={<PageLoading />}>
        <SettingSwitch />
      </Suspense>
    </UiProvider>,
  );

// In this order: the first test finds the code not fetched yet, the next ones after it is in.
describe('controls fetched on demand', { shuffle: false }, () => {
  afterEach(cleanup);

  it('waits in the page’s Suspense, then draws the real control with its recipe', async () => {
    expect(system.isSlotRecipe('switch')).toBe(false);
    // Awaited: under act, React retries a suspended part only from an awaited act (in the page
    // it retries when the code arrives).
    await act(async () => {
      renderInPage();
    });
    const input = await screen.findByRole('checkbox', { name: 'Efecto de onda' });
    expect(waits).toHaveBeenCalled();
    expect((input as HTMLInputElement).checked).toBe(true);
    // The recipe came with the code: its class names are on the parts.
    expect(system.isSlotRecipe('switch')).toBe(true);
    expect(input.closest('label')?.className).toContain('chakra-switch__root');
  });

  it('draws at once once the code is in (a page that loaded it with its own import)', async () => {
    await loadControls();
    waits.mockClear();
    renderInPage();
    expect(waits).not.toHaveBeenCalled();
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Efecto de onda' })).toBeTruthy();
  });

  it('keeps each part one component, so a re-render does not remount it', () => {
    expect(Tabs.Root).toBe(Tabs.Root);
    expect(Tabs.Trigger.displayName).toBe('Tabs.Trigger');
  });

  it('fetches the checkbox on its own, with its recipe (a list with selection needs only it)', async () => {
    expect(system.isSlotRecipe('checkbox')).toBe(false);
    await loadCheckbox();
    render(
      <UiProvider>
        <Checkbox.Root defaultChecked>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Seleccionar fila</Checkbox.Label>
        </Checkbox.Root>
      </UiProvider>,
    );
    const input = screen.getByRole('checkbox', { name: 'Seleccionar fila' });
    expect((input as HTMLInputElement).checked).toBe(true);
    expect(input.closest('label')?.className).toContain('chakra-checkbox__root');
  });
});
