import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { BaseSyntheticEvent, ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form's own error (a server message not tied to one field). */
  formError?: string | null;
  saving: boolean;
  submitLabel: string;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void> | void;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

/** A modal form: full screen on phones, focus kept inside, submit disabled while saving. */
export const FormDialog = ({
  open,
  onClose,
  title,
  formError,
  saving,
  submitLabel,
  onSubmit,
  children,
  size = 'lg',
}: FormDialogProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={(e) => !e.open && !saving && onClose()}
    size={{ base: 'full', md: size }}
    scrollBehavior="inside"
    closeOnInteractOutside={false}
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content aria-busy={saving} minH={{ md: 'auto' }} borderRadius={{ md: 'l3' }}>
          {/* display: contents keeps the dialog's header/body/footer layout (body scrolls). */}
          <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              {formError && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{formError}</Alert.Title>
                </Alert.Root>
              )}
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
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={saving} />
            </Dialog.CloseTrigger>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
