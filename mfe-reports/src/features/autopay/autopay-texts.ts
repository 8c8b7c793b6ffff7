/** Every text of the autopay panel (one place, es-CL). */
export const autopayTexts = {
  title: 'Pago automático con tarjeta',
  activeBadge: 'Pago automático activo',
  inactive:
    'Inscribe una tarjeta en Webpay Oneclick y cada cobro se pagará solo en su fecha de vencimiento. Recibirás la boleta y la confirmación por correo.',
  enrol: 'Pagar automáticamente con tarjeta',
  change: 'Cambiar tarjeta o alumnos',
  remove: 'Eliminar tarjeta',
  card: (type: string | null, last4: string | null) =>
    `${type ?? 'Tarjeta'} terminada en ${last4 ?? '····'}`,
  covers: 'Cubre a',
  next: 'Próximo cobro',
  noNext: 'Sin cobros próximos',
  last: 'Último resultado',
  dialogTitle: 'Pagar automáticamente con tarjeta',
  dialogIntro:
    'Elige a quiénes cubre la tarjeta. Te llevaremos a Webpay para inscribirla; no se hace ningún cargo al inscribirla.',
  wardsLabel: 'Alumnos cubiertos',
  noWards: 'Elige al menos un alumno.',
  submit: 'Ir a Webpay para inscribir la tarjeta',
  removeTitle: '¿Eliminar la tarjeta?',
  removeBody:
    'No se harán más cobros automáticos; los cobros pendientes podrás pagarlos en línea. La tarjeta también se elimina en Transbank.',
  removed: 'Tarjeta eliminada',
  results: {
    activa: {
      type: 'success',
      text: 'Tarjeta inscrita: los próximos cobros se pagarán automáticamente.',
    },
    rechazada: {
      type: 'error',
      text: 'La inscripción fue anulada o rechazada; no se inscribió ninguna tarjeta.',
    },
    no_encontrada: { type: 'error', text: 'No encontramos esa inscripción; vuelve a intentarlo.' },
    error: {
      type: 'error',
      text: 'No pudimos completar la inscripción. Inténtalo en unos minutos.',
    },
  },
} as const;
