import { Button, Flex } from '@chakra-ui/react';
import { MenuButton } from './menu-button.tsx';

export interface RowAction {
  label: string;
  /** The button's name when the label alone is ambiguous on the page ("Eliminar cargo Arriendo"). */
  ariaLabel?: string;
  onSelect: () => void;
  /** Red: annul, delete. */
  danger?: boolean;
  disabled?: boolean;
  /** Starts loading what onSelect opens (a lazy dialog's `preload`) as the pointer or focus arrives. */
  onPreload?: () => void;
}

interface RowActionsProps {
  actions: readonly RowAction[];
  /** What the row is, for screen readers: "Acciones de Ana Pérez". */
  rowLabel: string;
  /** Up to this many actions show as buttons; more go in a menu. */
  inline?: number;
  /** Cards on a phone: full-width buttons of at least 44 px. */
  block?: boolean;
}

/**
 * The actions of one row. Few actions are buttons; more are a menu rendered in a portal, so a
 * table's scroll box never cuts it off. DataTable keeps this column stuck to the right edge, so at
 * 1024 and 1280 px every action stays visible whatever the table's width.
 */
export const RowActions = ({ actions, rowLabel, inline = 2, block }: RowActionsProps) => {
  const shown = actions.filter((a) => a.label);
  if (shown.length === 0) return null;
  if (shown.length <= inline || block) {
    return (
      <Flex
        gap="2"
        wrap="wrap"
        justify={block ? 'stretch' : 'flex-end'}
        role="group"
        aria-label={`Acciones de ${rowLabel}`}
      >
        {shown.map((a) => (
          <Button
            key={a.label}
            size={block ? 'md' : 'xs'}
            minH={block ? '11' : undefined}
            flex={block ? '1' : undefined}
            variant="outline"
            colorPalette={a.danger ? 'red' : undefined}
            disabled={a.disabled}
            aria-label={a.ariaLabel}
            onClick={a.onSelect}
            onPointerEnter={a.onPreload}
            onFocus={a.onPreload}
          >
            {a.label}
          </Button>
        ))}
      </Flex>
    );
  }
  const preloadAll = () => shown.forEach((a) => a.onPreload?.());
  return (
    <MenuButton
      placement="bottom-end"
      onSelect={(value) => shown.find((a) => a.label === value)?.onSelect()}
      items={shown.map((a) => ({
        value: a.label,
        label: a.label,
        disabled: a.disabled,
        danger: a.danger,
        minH: '11',
      }))}
      trigger={
        <Button
          size="xs"
          variant="outline"
          aria-label={`Acciones de ${rowLabel}`}
          onPointerEnter={preloadAll}
          onFocus={preloadAll}
        >
          Acciones ▾
        </Button>
      }
    />
  );
};
