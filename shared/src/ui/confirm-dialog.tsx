import { Alert, Button, Text, type DialogRootProps } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  /** Destructive actions (delete, annul) get the red button. */
  destructive?: boolean;
  /** May be async: the dialog stays open, with the button busy, until it settles. */
  onConfirm: () => Promise<unknown> | void;
  /**
   * Turns a failed action into the Spanish message shown inside the dialog (usually
   * `apiErrorMessage`); without it the caller reports the failure (a toast).
   */
  describeError?: (error: unknown) => string;
  size?: DialogRootProps['size'];
}

/**
 * Every deletion confirms (docs/design.md §8). The dialog closes only when the action succeeded;
 * Cancelar has the focus, so Enter never confirms by accident.
 */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  busyLabel,
  destructive = false,
  onConfirm,
  describeError,
  size = { base: 'xs', md: 'sm' },
}: ConfirmDialogProps) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (e) {
      // the dialog stays so the user can retry or cancel; the message is ours or the caller's
      if (describeError) setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      size={size}
      busy={busy}
      closeButton={false}
      alert={{ initialFocus: () => cancelRef.current }}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="outline"
            disabled={busy}
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel}
          </Button>
          <Button
            colorPalette={destructive ? 'red' : undefined}
            loading={busy}
            loadingText={busyLabel}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {(description || error) && (
        <>
          {typeof description === 'string' ? <Text>{description}</Text> : description}
          {error && (
            <Alert.Root status="error" mt="4" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
        </>
      )}
    </DialogFrame>
  );
};
