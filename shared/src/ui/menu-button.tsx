import {
  cloneElement,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onDemand } from '../app/on-demand.ts';

export interface MenuEntry {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Red: annul, delete. */
  danger?: boolean;
  /** A tick item (stays open with `closeOnSelect={false}`); `onSelect` toggles it. */
  checked?: boolean;
  minH?: string;
}

export interface MenuButtonProps {
  /** The button that opens the menu (a Button or IconButton of this kit). */
  trigger: ReactElement<TriggerProps>;
  items: readonly MenuEntry[];
  onSelect: (value: string) => void;
  placement?: 'bottom-start' | 'bottom-end';
  closeOnSelect?: boolean;
}

interface TriggerProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

type Popup = ComponentType<MenuButtonProps & { defaultOpen: boolean }>;

const load = onDemand<Popup>(() => import('./menu-popup.tsx').then((m) => m.MenuPopup));

/**
 * A button with a menu whose code is fetched on demand (docs/performance.md, session 11): Chakra's
 * Menu is ~20 KB gzip that list rows, the export buttons and the top bar would otherwise bring to
 * the first screen. Until first pressed the trigger is a plain button (hover and focus start the
 * fetch); the press opens the menu as soon as its code is in. Once loaded, a MenuButton rendered
 * later is the full menu at once.
 */
export const MenuButton = (props: MenuButtonProps) => {
  const [Popup, setPopup] = useState<Popup | undefined>(load.loaded);
  const [pressed, setPressed] = useState(false);
  if (Popup) return <Popup {...props} defaultOpen={pressed} />;
  const own = props.trigger.props;
  // Hover and focus only fetch: swapping the element under a focused trigger would drop focus.
  const open = () => {
    setPressed(true);
    load().then(
      (popup) => setPopup(() => popup),
      () => setPressed(false),
    );
  };
  return cloneElement(props.trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': pressed,
    onPointerEnter: () => {
      own.onPointerEnter?.();
      load.preload();
    },
    onFocus: () => {
      own.onFocus?.();
      load.preload();
    },
    onClick: open,
  } as TriggerProps);
};
