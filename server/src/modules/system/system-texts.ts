import type { ReadinessCheck } from '@academias/shared/contract/system';
import { plural } from '@academias/shared/domain';

/** Every Spanish text of "Estado del sistema" that the server writes (checks and errors). */
export const systemTexts = {
  titles: {
    configuracion: 'Configuración',
    base_de_datos: 'Base de datos',
    correo: 'Correo (SMTP)',
    webpay: 'Webpay',
    sii: 'SII (boletas electrónicas)',
  } satisfies Record<ReadinessCheck['key'], string>,
  notProduction: (env: string) =>
    `El servidor corre en modo ${env === 'test' ? 'de pruebas' : 'de desarrollo o demostración'} (NODE_ENV=${env}). Para producción falta lo siguiente:`,
  settingsOk: 'Lista para producción.',
  databaseOk: (kind: 'pglite' | 'postgres') =>
    kind === 'postgres'
      ? 'PostgreSQL responde.'
      : 'Base embebida (PGlite) responde: un solo proceso; para varios servidores use PostgreSQL.',
  databaseDown: 'La base de datos no responde.',
  smtpMissing: 'Falta SMTP_URL: los correos se guardan como archivos .eml y no llegan a nadie.',
  smtpOk: 'El servidor SMTP acepta conexiones.',
  smtpFailed: (reason: string) => `No se pudo conectar al servidor SMTP: ${reason}`,
  outbox: (pending: number, failed: number) =>
    `${plural(pending, 'correo', 'correos')} en cola; ${plural(failed, 'correo fallido', 'correos fallidos')}.`,
  webpayMode: {
    simulator: 'Simulador: los pagos se aprueban sin cobrar dinero real.',
    integration: 'Ambiente de integración de Transbank: no se cobra dinero real.',
    production: 'Webpay de producción.',
  },
  awaitingReconciliation: (n: number) =>
    `${plural(n, 'pago Webpay', 'pagos Webpay')} por conciliar.`,
  siiSimulator: 'Simulador del SII: las boletas no llegan al SII.',
  siiNoCertificate:
    'Falta el certificado digital del emisor: no se pueden enviar boletas al SII (Configuración > Emisor).',
  siiTestMaterial:
    'El certificado y los folios son de prueba (demostración): el SII no los acepta.',
  siiExpired: 'El certificado digital venció: el SII rechazará los envíos.',
  siiExpiresSoon: (days: number) =>
    `El certificado digital vence en ${plural(days, 'día', 'días')}.`,
  siiCertificateOk: 'Certificado digital vigente.',
  siiAwaiting: (n: number) =>
    `${plural(n, 'documento', 'documentos')} esperando respuesta del SII.`,
  unknownJob: 'No existe una tarea con ese nombre.',
  jobBusy: 'La tarea ya se está ejecutando; espere a que termine.',
};
