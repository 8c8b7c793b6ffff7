/** Every text of the payment reminders screen (es-CL), in one place. */
export const texts = {
  title: 'Recordatorios de pago',
  description:
    'Cada academia decide cuándo recordar: días antes del vencimiento, el día que vence y cada cierta cantidad de días después. Cada apoderado (o alumno adulto) recibe un solo correo con todo lo que debe, agrupado por alumno, con su enlace de pago.',
  tabs: { schedule: 'Calendario', today: 'Hoy', template: 'Plantilla' },
  schedule: {
    caption: 'Calendario de recordatorios por academia',
    enabled: 'Activo',
    daysBefore: 'Días antes del vencimiento',
    daysBeforeHelp: '0 = no recordar antes',
    onDueDate: 'El día del vencimiento',
    everyDaysAfter: 'Cada cuántos días después',
    everyDaysAfterHelp: '0 = no recordar después',
    maxTimes: 'Máximo de recordatorios por cobro',
    sendHour: 'Hora de envío (hora de Chile)',
    save: 'Guardar',
    saved: (academy: string) => `Calendario de ${academy} guardado.`,
    saveError: 'No se pudo guardar el calendario',
    off: 'Apagado',
    on: 'Activo',
    summary: (s: {
      daysBefore: number;
      onDueDate: boolean;
      everyDaysAfter: number;
      maxTimes: number;
      sendHour: number;
    }) =>
      [
        s.daysBefore > 0 ? `${s.daysBefore} ${s.daysBefore === 1 ? 'día' : 'días'} antes` : null,
        s.onDueDate ? 'el día del vencimiento' : null,
        s.everyDaysAfter > 0
          ? `cada ${s.everyDaysAfter} ${s.everyDaysAfter === 1 ? 'día' : 'días'} después`
          : null,
      ]
        .filter(Boolean)
        .join(', ') +
      `; hasta ${s.maxTimes} por cobro, desde las ${String(s.sendHour).padStart(2, '0')}:00.`,
  },
  today: {
    intro:
      'Quién recibiría hoy un recordatorio según el calendario (aunque aún esté apagado) y por qué cobros. Nunca se envía dos veces el mismo día a la misma persona.',
    search: 'Buscar por nombre, correo o alumno',
    payer: 'Quién paga',
    wards: 'Alumnos y cobros',
    total: 'Total',
    status: 'Estado',
    willSend: 'Se enviará',
    charge: (description: string, amount: string, due: string) =>
      `${description} · ${amount} · vence ${due}`,
    more: (n: number) => `y ${n} ${n === 1 ? 'cobro más' : 'cobros más'}`,
    run: 'Enviar recordatorios de hoy',
    running: 'Enviando…',
    runConfirmTitle: 'Enviar los recordatorios de hoy',
    runConfirm: (n: number) =>
      `Se enviarán ${n} ${n === 1 ? 'recordatorio' : 'recordatorios'} ahora (solo de academias con el calendario activo). Quienes ya recibieron uno hoy no reciben otro.`,
    ran: (r: { queued: number; skipped: number; alreadyToday: number }) =>
      `${r.queued} en cola, ${r.skipped} ${r.skipped === 1 ? 'omitido' : 'omitidos'}, ${r.alreadyToday} ya ${r.alreadyToday === 1 ? 'recordado' : 'recordados'} hoy.`,
    runError: 'No se pudieron enviar los recordatorios',
    counts: (sendable: number, skipped: number) =>
      `${sendable} por enviar · ${skipped} ${skipped === 1 ? 'omitido' : 'omitidos'}`,
    emptyTitle: 'Nadie recibe recordatorio hoy',
    emptyDescription: 'Ningún cobro pendiente cae hoy en el calendario de su academia.',
  },
  person: {
    title: 'Vista previa para una persona',
    help: 'Busca un alumno para ver exactamente el correo que recibiría quien paga por él.',
    search: 'Buscar alumno por nombre, RUT o correo',
    preview: 'Ver correo',
    previewOf: (name: string) => `Ver correo de ${name}`,
    owes: (amount: string) => `Debe hoy ${amount}.`,
    owesNothing: 'No debe nada hoy: no recibiría recordatorio.',
    noEmail: 'No tiene correo registrado: no recibiría el recordatorio.',
    error: 'No se pudo generar la vista previa',
  },
  template: {
    subject: 'Asunto',
    html: 'Contenido (HTML)',
    fields: 'Campos combinables',
    fieldsHelp:
      '{{detalle_deuda}} lista cada alumno con sus cobros; {{link_pago}} es el enlace de pago de quien recibe el correo.',
    save: 'Guardar plantilla',
    saved: 'Plantilla de recordatorio guardada.',
    saveError: 'No se pudo guardar la plantilla',
    isDefault: 'Usando la plantilla predeterminada.',
    preview: 'Vista previa con una persona',
  },
} as const;
