import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { BaseSyntheticEvent, ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  /** Escape, the backdrop, the corner's "Cerrar" (never while busy). */
  onClose: () => void;
  title: ReactNode;
  /** The body; none (a confirmation without text): the title and footer only. */
  children?: ReactNode;
  footer?: ReactNode;
  /** Full screen on phones and `lg` from md on, unless given. */
  size?: Dialog.RootProps['size'];
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
 * screen on phones and as tall as its content on desktop; its body scrolls.
 */
export const DialogFrame = ({
  open,
  onClose,
  title,
  children,
  footer,
  size = { base: 'full', md: 'lg' },
  busy = false,
  keepOnOutsideClick,
  onSubmit,
  closeButton = true,
  alert,
  nested,
}: DialogFrameProps) => {
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children && <Dialog.Body>{children}</Dialog.Body>}
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
      {closeButton && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Cerrar" disabled={busy} />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      size={size}
      scrollBehavior="inside"
      closeOnInteractOutside={!keepOnOutsideClick}
      {...(alert && { role: 'alertdialog', initialFocusEl: alert.initialFocus })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy} minH={{ md: 'auto' }} borderRadius={{ md: 'l3' }}>
            {onSubmit ? (
              // display: contents keeps the dialog's header/body/footer layout (body scrolls)
              <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
                {parts}
              </form>
            ) : (
              parts
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {nested}
    </Dialog.Root>
  );
};
