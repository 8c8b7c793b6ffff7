import { Button, Dialog, Portal } from '@academias/shared/ui';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; an alertdialog whose default focus is "Cancelar". */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => (
  <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && !busy && onClose()}>
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
            <Button colorPalette="red" onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
