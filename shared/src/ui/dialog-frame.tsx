import type { DialogRootProps } from '@chakra-ui/react';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useOverlayViews } from './use-overlay-views.ts';

export interface DialogFrameProps {
  open: boolean;
  /** Escape, the backdrop, the corner's "Cerrar" (never while busy). */
  onClose: () => void;
  title: ReactNode;
  /** The body; none (a confirmation without text): the title and footer only. */
  children?: ReactNode;
  footer?: ReactNode;
  /** Full screen on phones and `lg` from md on, unless given. */
  size?: DialogRootProps['size'];
  /** An action runs: the dialog stays open, says it is busy, its close button waits. */
  busy?: boolean;
  /** A form or a several-step task: a click outside must not lose it. */
  keepOnOutsideClick?: boolean;
  /** A form around header, body and footer, so the footer's submit button sends it. */
  onSubmit?: (e?: BaseSyntheticEvent) => Promise<void> | void;
  /** The "Cerrar" in the corner; off where the footer has the way out. */
  closeButton?: boolean;
  /** A confirmation: an alertdialog, the focus on the element given. */
  alert?: { initialFocus: () => HTMLElement | null };
  /** Dialogs opened from this one (a form over the list it shows), kept inside its root. */
  nested?: ReactNode;
}

/**
 * The one frame of every dialog (form, detail, confirmation): title, body, footer, close. Full
 * screen on phones and as tall as its content on desktop; its body scrolls. Chakra's Dialog is
 * fetched on the first intent to open one (use-overlay-views.ts).
 */
export const DialogFrame = (props: DialogFrameProps) => {
  const views = useOverlayViews(props.open);
  return views ? <views.DialogFrameView {...props} /> : null;
};
