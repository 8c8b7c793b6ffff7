import { Alert, Button, Stack } from '@chakra-ui/react';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { DialogFrame } from './dialog-frame.tsx';

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
  <DialogFrame
    open={open}
    onClose={onClose}
    title={title}
    size={{ base: 'full', md: size }}
    busy={saving}
    keepOnOutsideClick
    onSubmit={onSubmit}
    footer={
      <>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} loadingText="Guardando…">
          {submitLabel}
        </Button>
      </>
    }
  >
    <Stack gap="4">
      {formError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{formError}</Alert.Title>
        </Alert.Root>
      )}
      {children}
    </Stack>
  </DialogFrame>
);
