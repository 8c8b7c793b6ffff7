import { toApiError } from '@academias/shared/api';
import { toaster } from '@academias/shared/ui';

export const notifySuccess = (title: string, description?: string): void => {
  toaster.create({ type: 'success', title, ...(description ? { description } : {}) });
};

/** Server errors carry a Spanish message; our own checks (file type, size) throw plain Errors. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && !(error as { isAxiosError?: boolean }).isAxiosError
    ? error.message
    : toApiError(error).message;

export const notifyError = (title: string, error: unknown): void => {
  toaster.create({ type: 'error', title, description: errorMessage(error) });
};
