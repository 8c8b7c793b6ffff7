import { formatPeriod } from '@academias/shared/format';

const shown = (v: number) => `${String(v).replace('.', ',')} %`;
const month = (validFrom: string) => formatPeriod(validFrom.slice(0, 7)).toLowerCase();

/** Texts of the teacher form's "Porcentajes por academia" (es-CL, docs/money.md). */
export const percentTexts = {
  legend: 'Porcentaje por academia',
  help: 'Parte de lo recaudado en cada academia que le corresponde. Cada porcentaje rige desde un mes hasta el siguiente; los meses que ya pasaron no cambian.',
  afterCreate:
    'Al crearlo con academias, el formulario sigue abierto para fijar su porcentaje en cada una.',
  noAcademies: 'Asígnale academias para fijar sus porcentajes.',
  unsaved: (name: string) => `${name}: guarda los cambios para fijar su porcentaje aquí.`,
  none: 'Sin porcentaje: recibe 0 %.',
  inForce: (v: number) => `Hoy recibe ${shown(v)}.`,
  percent: 'Porcentaje (%)',
  from: 'Desde (mes)',
  save: 'Fijar porcentaje',
  saveLabel: (academy: string) => `Fijar porcentaje en ${academy}`,
  pastMonth:
    'No puede ser un mes pasado: esos meses conservan su porcentaje. Elige el mes en curso o uno futuro.',
  saved: (academy: string, v: number, validFrom: string) =>
    `${academy}: ${shown(v)} desde ${month(validFrom)}`,
  savedTitle: 'Porcentaje guardado',
  removeTitle: 'Quitar porcentaje',
  remove: (v: number, validFrom: string) =>
    `¿Quitar el ${shown(v)} programado desde ${month(validFrom)}? Desde ese mes vuelve a regir su porcentaje anterior.`,
  removed: 'Porcentaje quitado',
  removeError: 'No se pudo quitar el porcentaje',
} as const;
