import { toApiError } from '@academias/shared/api';
import { toaster } from '@academias/shared/ui';

export const notifySuccess = (title: string, description?: string): void => {
  toaster.create({ type: 'success', title, ...(description ? { description } : {}) });
};

export const notifyError = (title: string, error: unknown): void => {
  toaster.create({ type: 'error', title, description: toApiError(error).message });
};
