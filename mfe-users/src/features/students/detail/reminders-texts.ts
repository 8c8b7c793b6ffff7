/** Texts of the student's "Recordatorios y correo" card (es-CL). */
export const remindersTexts = {
  title: 'Recordatorios de pago',
  empty: 'Aún no se le han enviado recordatorios.',
  caption: 'Recordatorios de pago enviados por este alumno',
  day: 'Día',
  to: 'Enviado a',
  charges: 'Cobros',
  state: 'Estado',
  origin: { programado: 'Calendario', manual: 'Enviado a mano' },
  states: { pendiente: 'En cola', enviado: 'Entregado', fallido: 'Falló', omitido: 'Omitido' },
  bounced: (email: string) =>
    `El correo ${email} rebota: los envíos lo omiten hasta que se corrija.`,
  clear: 'Quitar rebote',
  clearLabel: (email: string) => `Quitar rebote de ${email}`,
  cleared: 'El correo vuelve a recibir envíos.',
  clearError: 'No se pudo quitar el rebote',
} as const;
