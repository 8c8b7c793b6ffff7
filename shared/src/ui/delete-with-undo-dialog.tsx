import { apiErrorMessage } from '@academias/shared/api';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { showUndoToast } from './undo-toast.ts';

interface DeleteWithUndoDialogProps<Row extends object, Done> {
  /** The row whose "Eliminar" was pressed; null: no dialog. */
  row: Row | null;
  onClose: () => void;
  title: string;
  /** What deleting it means ("¿Eliminar a Ana? ..."). */
  question: (row: Row) => string;
  remove: (row: Row) => Promise<Done>;
  /** Undoes the delete (POST /api/v1/restore), offered by the toast for a few seconds. */
  restore: (row: Row) => Promise<unknown>;
  /** The toast's title after the delete (it may depend on what the delete did) and after undoing. */
  toasts: (row: Row, done: Done) => { title: string; undoneTitle: string };
}

/** A list's delete: confirmed, its refusal shown in the dialog, then "Deshacer" in the toast. */
export const DeleteWithUndoDialog = <Row extends object, Done>({
  row,
  onClose,
  title,
  question,
  remove,
  restore,
  toasts,
}: DeleteWithUndoDialogProps<Row, Done>) =>
  row === null ? null : (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={question(row)}
      confirmLabel="Eliminar"
      busyLabel="Procesando…"
      destructive
      describeError={apiErrorMessage}
      onConfirm={async () => {
        const done = await remove(row);
        showUndoToast({ ...toasts(row, done), onUndo: () => restore(row) });
      }}
    />
  );
