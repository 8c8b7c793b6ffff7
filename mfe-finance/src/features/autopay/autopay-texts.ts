/** Every text of the "Pago Automático" page (one place, es-CL). */
export const autopayTexts = {
  title: 'Pago Automático',
  description:
    'Personas con una tarjeta inscrita en Webpay Oneclick: sus cobros se pagan solos el día de vencimiento.',
  caption: 'Personas con pago automático',
  search: 'Nombre o RUT',
  empty:
    'Nadie tiene pago automático todavía. Se inscribe desde la página de cada alumno o apoderado, o la familia desde su Inicio.',
  emptyFiltered: 'No hay personas con pago automático que coincidan.',
  runNow: 'Cobrar ahora',
  runConfirmTitle: 'Cobrar ahora los cobros vencidos',
  runConfirmBody:
    'Se cobran en las tarjetas inscritas los cobros cubiertos que vencen hoy o antes (los que ya se intentaron esperan su reintento). Repetirlo no cobra nada dos veces.',
  ran: (c: { charged: number; skipped: number; failed: number; reminded: number }) =>
    `Cobrados: ${c.charged} · Omitidos: ${c.skipped} · Rechazados: ${c.failed} · Recordatorios: ${c.reminded}`,
  ranTitle: 'Cobro automático ejecutado',
  runError: 'No se pudo ejecutar el cobro automático',
  retryNow: 'Reintentar ahora',
  retryConfirmTitle: (name: string) => `Reintentar ahora el cobro de ${name}`,
  retryConfirmBody:
    'Se intenta de nuevo hoy, en la tarjeta inscrita, cada cobro rechazado de esta persona (sin esperar su reintento programado). Si la tarjeta vuelve a rechazarlo, cuenta como un intento más; tras el tercero, la persona recibe un correo con su enlace de pago.',
  retriedTitle: 'Cobro reintentado',
  columns: {
    payer: 'Persona',
    card: 'Tarjeta',
    wards: 'Alumnos cubiertos',
    next: 'Próximo cobro',
    last: 'Último resultado',
    since: 'Desde',
    actions: 'Acciones',
  },
  card: (type: string | null, last4: string | null) =>
    `${type ?? 'Tarjeta'} ···· ${last4 ?? '????'}`,
  noNext: '—',
  noResult: 'Sin cobros aún',
} as const;
