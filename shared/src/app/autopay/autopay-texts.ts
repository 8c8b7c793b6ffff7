/** Every text of the autopay card (one place, es-CL): the payer's own view, and what differs for an admin. */
export const autopayTexts = {
  title: 'Pago automático con tarjeta',
  activeBadge: 'Pago automático activo',
  inactive: {
    payer:
      'Inscribe una tarjeta en Webpay Oneclick y cada cobro se pagará solo en su fecha de vencimiento. Recibirás la boleta y la confirmación por correo.',
    admin:
      'Sin tarjeta inscrita. Puedes inscribirla por esta persona: la ingresará en Webpay Oneclick (por ejemplo en este equipo) y cada cobro se pagará solo en su vencimiento, con boleta y correo de confirmación.',
  },
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
  dialogIntro: {
    payer:
      'Elige a quiénes cubre la tarjeta. Te llevaremos a Webpay para inscribirla; no se hace ningún cargo al inscribirla.',
    admin:
      'Elige a quiénes cubre la tarjeta. Se abrirá Webpay para que la persona ingrese su tarjeta; inscribirla no hace ningún cargo.',
  },
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
      text: {
        payer: 'Tarjeta inscrita: los próximos cobros se pagarán automáticamente.',
        admin: 'Tarjeta inscrita: los próximos cobros de esta persona se pagarán automáticamente.',
      },
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
