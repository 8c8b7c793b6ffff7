import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame.tsx';

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
export const DetailDialog = ({ size = 'xl', ...frame }: DetailDialogProps) => (
  <DialogFrame size={{ base: 'full', md: size }} {...frame} />
);
