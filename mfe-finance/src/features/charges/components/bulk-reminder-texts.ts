/** Texts of the bulk reminder on Pagos Pendientes (es-CL). */
export const bulkReminderTexts = {
  button: (n: number) => (n === 0 ? 'Enviar recordatorio' : `Enviar recordatorio (${n})`),
  title: 'Enviar recordatorio de pago',
  confirm: (n: number) =>
    `Quien paga por ${n === 1 ? 'el alumno del cobro elegido' : `los alumnos de los ${n} cobros elegidos`} recibirá ahora un correo con todo lo que debe. Nadie recibe dos recordatorios el mismo día, y quien no debe nada no recibe ninguno.`,
  confirmLabel: 'Enviar ahora',
  sent: (r: { queued: number; skipped: number; alreadyToday: number }) =>
    `${r.queued} ${r.queued === 1 ? 'recordatorio en cola' : 'recordatorios en cola'}; ${r.skipped} ${r.skipped === 1 ? 'omitido' : 'omitidos'}; ${r.alreadyToday} ya ${r.alreadyToday === 1 ? 'recordado' : 'recordados'} hoy.`,
} as const;
