import { Menu, Portal } from '@chakra-ui/react';
import type { MenuButtonProps } from './menu-button.tsx';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from './system.ts';

// Their recipes arrive with them (system.ts).
addSlotRecipes({ menu: menuSlotRecipe });

/**
 * The menu behind a `MenuButton`: Chakra's Menu (Zag's menu machine, Floating UI) lives in this
 * chunk, fetched when a trigger is first hovered, focused or pressed (docs/performance.md,
 * session 11). Opened at once when the press is what loaded it.
 */
export const MenuPopup = ({
  trigger,
  items,
  onSelect,
  placement,
  closeOnSelect,
  defaultOpen,
}: MenuButtonProps & { defaultOpen: boolean }) => (
  <Menu.Root
    defaultOpen={defaultOpen}
    closeOnSelect={closeOnSelect}
    positioning={placement ? { placement } : undefined}
    onSelect={(d) => {
      if (items.find((i) => i.value === d.value)?.checked === undefined) onSelect(d.value);
    }}
  >
    <Menu.Trigger asChild>{trigger}</Menu.Trigger>
    <Portal>
      <Menu.Positioner>
        <Menu.Content>
          {items.map((i) =>
            i.checked === undefined ? (
              <Menu.Item
                key={i.value}
                value={i.value}
                disabled={i.disabled}
                color={i.danger ? 'fg.error' : undefined}
                minH={i.minH}
              >
                {i.label}
              </Menu.Item>
            ) : (
              <Menu.CheckboxItem
                key={i.value}
                value={i.value}
                checked={i.checked}
                onCheckedChange={() => onSelect(i.value)}
                minH={i.minH}
              >
                <Menu.ItemIndicator />
                {i.label}
              </Menu.CheckboxItem>
            ),
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  </Menu.Root>
);
