/**
 * An export refused for a reason the user can act on (too many rows for the filters ...).
 * `ExportButton` shows its Spanish message as is instead of the generic "Inténtalo nuevamente".
 * It lives in `shared/export`, which every remote bundles, not in the `shared/ui` singleton: a
 * remote built after a change must not depend on what the shell it runs in was built with.
 */
export class ExportError extends Error {
  override name = 'ExportError';
}

/** By name, not `instanceof`, so an error thrown by a remote's own copy of this module still counts. */
export const isExportError = (error: unknown): error is ExportError =>
  error instanceof Error && error.name === 'ExportError';
