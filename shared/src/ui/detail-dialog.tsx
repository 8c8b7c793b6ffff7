import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DetailDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the body (the close button in the corner is always there). */
  footer?: ReactNode;
  /** Dialogs opened from this one (a form over the list it shows), kept inside its root. */
  nested?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

/**
 * A dialog that shows something (a history, a list of people, a send's recipients) rather than a
 * form: full screen on phones, its body scrolls, closed by "Cerrar", Escape or the backdrop.
 * Forms use FormDialog.
 */
export const DetailDialog = ({
  open,
  onClose,
  title,
  children,
  footer,
  nested,
  size = 'xl',
}: DetailDialogProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={(e) => !e.open && onClose()}
    size={{ base: 'full', md: size }}
    scrollBehavior="inside"
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Cerrar" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
    {nested}
  </Dialog.Root>
);
