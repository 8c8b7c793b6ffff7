import type { JobSchedule, ReadinessState } from '@academias/shared/contract/system';
import { formatCount, plural } from '@academias/shared/format';

/** Every text of "Estado del sistema" shown by the browser. */
export const statusTexts = {
  title: 'Estado del sistema',
  description:
    'Preparación de la configuración y los servicios, y las tareas programadas del servidor.',
  refresh: 'Actualizar',
  loadError: 'No se pudo cargar el estado del sistema',
  retry: 'Reintentar',
  loading: 'Cargando el estado del sistema',
  checkedAt: (when: string) => `Revisado el ${when}`,
  checksHeading: 'Preparación',
  jobsHeading: 'Tareas programadas',
  state: { ok: 'Listo', aviso: 'Atención', error: 'Error' } satisfies Record<
    ReadinessState,
    string
  >,
  database: { pglite: 'base embebida (PGlite)', postgres: 'PostgreSQL' },
  environment: { production: 'producción', development: 'desarrollo', test: 'pruebas' },
  summary: (environment: string, database: string) =>
    `Ambiente: ${environment} · Base de datos: ${database}`,
  schedule: (s: JobSchedule) =>
    'daily' in s
      ? `Todos los días a las ${s.daily} (hora de Chile)`
      : s.every % 3600 === 0
        ? `Cada ${plural(s.every / 3600, 'hora', 'horas').replace(/^1 hora$/, 'hora')}`
        : s.every % 60 === 0
          ? `Cada ${plural(s.every / 60, 'minuto', 'minutos').replace(/^1 minuto$/, 'minuto')}`
          : `Cada ${plural(s.every, 'segundo', 'segundos')}`,
  jobState: { running: 'En ejecución', failed: 'Falló', ok: 'Correcta', never: 'Sin ejecutar' },
  lastRun: 'Última ejecución',
  lastSuccess: 'Último éxito',
  nextRun: 'Próxima',
  never: 'Nunca',
  result: 'Resultado',
  noCounts: 'Sin trabajo pendiente',
  counts: (counts: Record<string, number> | null) =>
    counts && Object.keys(counts).length > 0
      ? Object.entries(counts)
          .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${formatCount(value)}`)
          .join(' · ')
      : 'Sin trabajo pendiente',
  runNow: 'Ejecutar ahora',
  runNowLabel: (title: string) => `Ejecutar ahora: ${title}`,
  running: 'Ejecutando…',
  ranOk: (title: string) => `${title}: ejecutada`,
  ranFailed: (title: string) => `${title}: falló`,
  history: 'Ejecuciones recientes',
  historyEmpty: 'Aún no hay ejecuciones registradas.',
  trigger: { programado: 'Programada', manual: 'Manual' },
};
