import { Button, CloseButton, Dialog, Portal } from '@academias/shared/ui';
import type { FormEventHandler, ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  saving: boolean;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal form: the dialog is labelled by its title, focus stays inside, Escape closes it,
 * and the submit button is disabled while saving so a double click cannot send twice.
 */
export const FormDialog = ({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  saving,
  children,
  size = 'md',
}: FormDialogProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={(e) => !e.open && !saving && onClose()}
    size={{ base: 'full', md: size }}
    scrollBehavior="inside"
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <form onSubmit={onSubmit} noValidate>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={saving}>
                Cancelar
              </Button>
              <Button type="submit" loading={saving} loadingText="Guardando…">
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </form>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Cerrar" disabled={saving} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
