/** What the email screens show, apart from the schemas: no zod to show it. */

/** Merge fields a template may use, written `{{nombre}}` in the subject or body. */
export const mergeFields = [
  { key: 'nombre', label: 'Nombre' },
  { key: 'rut', label: 'RUT' },
  { key: 'correo', label: 'Correo' },
  { key: 'academia', label: 'Academia' },
  { key: 'plan', label: 'Plan' },
  { key: 'monto_pendiente', label: 'Monto pendiente' },
  { key: 'link_pago', label: 'Enlace de pago' },
] as const;

/** Images accepted by saveEmailImgs (checked by content on the server, not by name). */
export const emailImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const emailImageMaxBytes = 700 * 1024;

/** What each kind of send is called on screen and in exports. */
export const emailSendKindLabel = {
  masivo: 'Masivo',
  prueba: 'Prueba',
  confirmacion: 'Confirmación de pago',
  reenvio: 'Reenvío',
  recordatorio: 'Recordatorio',
  acceso: 'Invitación o contraseña',
} as const;
