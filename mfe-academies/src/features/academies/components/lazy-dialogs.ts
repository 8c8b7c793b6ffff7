import { lazyDialog } from '@academias/shared/app';

// The academy's forms (their schemas, zod, phone numbers) load when opened: Academias, an
// academy's page and a teacher's academy show none of them on their first screen.
export const AcademyFormDialog = lazyDialog(() =>
  import('./academy-form-dialog.tsx').then((m) => m.AcademyFormDialog),
);
export const AcademyChargeDialog = lazyDialog(() =>
  import('./academy-charge-dialog.tsx').then((m) => m.AcademyChargeDialog),
);
export const AcademyContactDialog = lazyDialog(() =>
  import('./academy-contact-dialog.tsx').then((m) => m.AcademyContactDialog),
);
