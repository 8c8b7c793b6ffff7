/** Texts of the scheduled-sends screen (Envíos programados). */
export const scheduledTexts = {
  title: 'Envíos programados',
  description:
    'Los envíos de plantillas programados para una fecha y hora (hora de Chile). Se pueden reprogramar o cancelar mientras no empiecen.',
  caption: 'Envíos programados',
  emptyTitle: 'No hay envíos programados',
  emptyDescription: 'Programa un envío desde el Centro de Correos eligiendo "Programar".',
  columns: {
    runAt: 'Fecha y hora',
    template: 'Plantilla',
    state: 'Estado',
    author: 'Autor',
    actions: 'Acciones',
  },
  states: { programado: 'Programado', iniciado: 'Iniciado', cancelado: 'Cancelado' },
  reschedule: 'Reprogramar',
  cancel: 'Cancelar envío',
  rowLabel: (template: string, runAt: string) => `${template} del ${runAt}`,
  rescheduleTitle: 'Reprogramar envío',
  rescheduleField: 'Nueva fecha y hora (hora de Chile)',
  rescheduleRequired: 'Elige la fecha y la hora',
  rescheduleSave: 'Guardar',
  rescheduled: 'Envío reprogramado',
  rescheduleFailed: 'No se pudo reprogramar',
  cancelTitle: '¿Cancelar este envío programado?',
  cancelDescription: (template: string, runAt: string) =>
    `"${template}" no se enviará el ${runAt}. Esto no se puede deshacer: para enviarlo habrá que programarlo de nuevo.`,
  cancelConfirm: 'Cancelar envío',
  cancelKeep: 'Mantener',
  cancelled: 'Envío programado cancelado',
  link: 'Envíos programados',
} as const;

/** `2026-05-11T09:30` as people read it: `11-05-2026 09:30`. */
export const localRunAt = (runAt: string): string => {
  const [date = '', time = ''] = runAt.split('T');
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y} ${time}`;
};
