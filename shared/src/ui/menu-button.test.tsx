// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@academias/shared/ui';
import { MenuButton } from './menu-button.tsx';
import { UiProvider } from './ui-provider.tsx';

const renderMenu = () =>
  render(
    <UiProvider>
      <MenuButton
        onSelect={() => {}}
        items={[
          { value: 'edit', label: 'Editar' },
          { value: 'delete', label: 'Eliminar', danger: true },
        ]}
        trigger={<Button>Acciones</Button>}
      />
    </UiProvider>,
  );

describe('MenuButton', () => {
  afterEach(cleanup);

  it('is a plain button until pressed, then opens its menu (choosing: e2e, in a browser)', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Acciones' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menuitem')).toBeNull();
    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect([...menu.querySelectorAll('[role=menuitem]')].map((i) => i.textContent)).toEqual([
      'Editar',
      'Eliminar',
    ]);
  });
});
