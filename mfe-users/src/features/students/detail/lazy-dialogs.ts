import { lazyDialog } from '@academias/shared/app';

// Enrolling and changing the payment day (their schemas, zod, the plan picker) load when opened:
// the student's page shows neither on its first screen.
export const EnrolDialog = lazyDialog(() =>
  import('./enrol-dialog.tsx').then((m) => m.EnrolDialog),
);
export const PaymentDayDialog = lazyDialog(() =>
  import('./payment-day-dialog.tsx').then((m) => m.PaymentDayDialog),
);
