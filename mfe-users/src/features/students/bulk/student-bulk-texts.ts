import { plural } from '@academias/shared/format';

/** Texts of the bulk actions on Alumnos (es-CL). */
export const studentBulkTexts = {
  toolbar: 'Acciones con la selección',
  buttons: {
    recordatorio: (n: number) => `Enviar recordatorio (${n})`,
    plantilla: (n: number) => `Enviar plantilla (${n})`,
    invitacion: (n: number) => `Invitar al portal (${n})`,
  },
  titles: {
    recordatorio: 'Enviar recordatorio de pago',
    plantilla: 'Enviar una plantilla',
    invitacion: 'Invitar al portal',
  },
  confirm: {
    recordatorio: (n: number) =>
      `Quien paga por ${n === 1 ? 'el alumno elegido' : `los alumnos elegidos (${plural(n, 'persona', 'personas')})`} recibirá ahora un correo con todo lo que debe. Nadie recibe dos recordatorios el mismo día, y quien no debe nada no recibe ninguno.`,
    plantilla: (n: number) =>
      `La plantilla se enviará ${n === 1 ? 'al alumno elegido' : `a los alumnos elegidos (${plural(n, 'persona', 'personas')})`} (a su correo o al de su apoderado). Quien no tiene correo o se dio de baja se omite.`,
    invitacion: (n: number) =>
      `${n === 1 ? 'A la persona elegida' : `A cada una de las ${plural(n, 'persona elegida', 'personas elegidas')}`} le llegará un enlace de un solo uso, válido 7 días, para elegir su contraseña (su usuario es su RUT). Quien no tiene RUT o correo queda sin invitar.`,
  },
  confirmLabels: {
    recordatorio: 'Enviar ahora',
    plantilla: 'Enviar plantilla',
    invitacion: 'Enviar invitaciones',
  },
  templateLabel: 'Plantilla',
  templatePlaceholder: 'Elige una plantilla',
  noTemplates: 'No hay plantillas: créalas en Correos.',
  chooseTemplate: 'Elige una plantilla para enviar.',
} as const;
