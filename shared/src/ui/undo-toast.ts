// Package specifier: the API client is its own federation singleton.
import { toApiError } from '@academias/shared/api';
import { toaster } from './toaster.tsx';

/** How long a list's "Deshacer" stays offered after a delete. */
export const UNDO_MS = 8000;

interface UndoToast {
  /** What happened ("Gasto eliminado"). */
  title: string;
  /** Brings the record back (the list's restore call and its refresh). */
  onUndo: () => Promise<unknown>;
  /** What the undo did ("Gasto restaurado"). */
  undoneTitle: string;
}

/**
 * After a delete in a list: the confirmation toast offers "Deshacer" for a few seconds (the
 * server keeps the record, soft-deleted, and restores it with POST /api/v1/restore).
 */
export const showUndoToast = ({ title, onUndo, undoneTitle }: UndoToast): void => {
  toaster.create({
    type: 'success',
    title,
    duration: UNDO_MS,
    action: {
      label: 'Deshacer',
      onClick: () => {
        onUndo().then(
          () => toaster.create({ type: 'info', title: undoneTitle }),
          (error: unknown) =>
            toaster.create({
              type: 'error',
              title: 'No se pudo deshacer',
              description: toApiError(error).message,
            }),
        );
      },
    },
  });
};
