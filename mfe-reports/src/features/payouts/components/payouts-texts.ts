import { formatDateTime, formatPeriod } from '@academias/shared/format';

/** Every text of "Liquidaciones" / "Mi liquidación" shown by the browser. */
export const payoutTexts = {
  adminTitle: 'Liquidaciones',
  teacherTitle: 'Mi liquidación',
  description: (month: string) =>
    `Participación por academia: recaudación del mes, porcentaje vigente y monto · ${formatPeriod(month)}`,
  teacher: 'Profesor',
  chooseTeacher: 'Elige un profesor',
  month: 'Mes',
  pickTeacher: 'Elige un profesor para ver su liquidación.',
  noAcademies: 'Este profesor no tiene academias en este mes.',
  total: 'Total a pagar',
  academies: 'Academias',
  linesCaption: 'Por academia',
  adjustmentsCaption: 'Ajustes registrados en el mes',
  adjustmentsSheet: 'Ajustes',
  closed: (when: string | null) =>
    `Mes cerrado${when ? ` el ${formatDateTime(when)}` : ''}: sus pagos y porcentajes ya no cambian.`,
  open: 'Mes abierto: las cifras pueden cambiar hasta que se cierre.',
  rounding:
    'Cada monto se redondea una vez al peso (0,5 hacia arriba); el total es la suma de los montos. Los ajustes cambian cobros aún no pagados: cuentan en la recaudación del mes en que se pagan.',
  adjustmentKind: { correccion: 'Corrección', descuento: 'Descuento', condonacion: 'Condonación' },
  fileName: (teacherName: string, month: string) =>
    `liquidacion-${teacherName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .toLowerCase()}-${month}`,
  teachersTruncated: 'Se muestran los primeros 100 profesores por nombre.',
};
