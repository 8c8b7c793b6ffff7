import { IntegrationApiKeys, IntegrationCommerceCodes } from '../transbank/sdk.ts';
import type { Env } from './env.ts';

export interface SettingProblem {
  /** The environment variable to change. */
  setting: string;
  /** Spanish, for the operator reading the log and the admin reading "Estado del sistema". */
  message: string;
}

export interface SettingsReport {
  /** Each one would take or lose real money, messages or accounts: production refuses to start. */
  errors: SettingProblem[];
  /** Something will not work (e-mails queue, boletas wait) but nothing is lost. */
  warnings: SettingProblem[];
}

/** Transbank's published integration codes and keys: anyone can use them, they never move real money. */
const PUBLIC_CODES = new Set<string>(Object.values(IntegrationCommerceCodes));
const PUBLIC_KEYS = new Set<string>(Object.values(IntegrationApiKeys));

type Raw = Record<string, string | undefined>;
const given = (raw: Raw, name: string) => (raw[name]?.trim() ? raw[name]!.trim() : undefined);

const checkWebpay = (env: Env, raw: Raw, errors: SettingProblem[]) => {
  if (env.WEBPAY_ENV !== 'production') {
    errors.push({
      setting: 'WEBPAY_ENV',
      message: `WEBPAY_ENV=${env.WEBPAY_ENV}: en producción los pagos deben ir a Webpay real (WEBPAY_ENV=production); ${
        env.WEBPAY_ENV === 'simulator'
          ? 'el simulador aprueba pagos sin cobrar'
          : 'el ambiente de integración no cobra dinero real'
      }.`,
    });
    return;
  }
  for (const [code, key, label] of [
    ['WEBPAY_COMMERCE_CODE', 'WEBPAY_API_KEY', 'Webpay Plus'],
    ['ONECLICK_COMMERCE_CODE', 'ONECLICK_API_KEY', 'Oneclick (pago automático)'],
  ] as const) {
    const commerceCode = given(raw, code);
    const apiKey = given(raw, key);
    // Oneclick is optional (autopay off without it); Webpay Plus is how every payment is made.
    if (code === 'ONECLICK_COMMERCE_CODE' && !commerceCode && !apiKey) continue;
    if (!commerceCode)
      errors.push({
        setting: code,
        message: `Falta ${code}: el código de comercio de ${label} entregado por Transbank.`,
      });
    else if (PUBLIC_CODES.has(commerceCode))
      errors.push({
        setting: code,
        message: `${code}=${commerceCode} es un código público de integración de Transbank, no el de su comercio.`,
      });
    if (!apiKey)
      errors.push({
        setting: key,
        message: `Falta ${key}: la llave secreta de ${label} entregada por Transbank.`,
      });
    else if (PUBLIC_KEYS.has(apiKey))
      errors.push({
        setting: key,
        message: `${key} es la llave pública de integración de Transbank, no la de su comercio.`,
      });
  }
  const child = given(raw, 'ONECLICK_CHILD_CODE');
  if (child && PUBLIC_CODES.has(child))
    errors.push({
      setting: 'ONECLICK_CHILD_CODE',
      message: `ONECLICK_CHILD_CODE=${child} es un código público de integración de Transbank.`,
    });
};

const checkPublicUrl = (env: Env, errors: SettingProblem[]) => {
  if (!env.PUBLIC_URL) {
    errors.push({
      setting: 'PUBLIC_URL',
      message:
        'Falta PUBLIC_URL (por ejemplo https://pagos.academia.cl): Webpay vuelve a esa dirección y los correos enlazan a ella.',
    });
  } else if (new URL(env.PUBLIC_URL).protocol !== 'https:') {
    errors.push({
      setting: 'PUBLIC_URL',
      message: `PUBLIC_URL=${env.PUBLIC_URL} debe usar https: las sesiones y pagos no pueden viajar sin cifrar.`,
    });
  }
};

const checkSecrets = (env: Env, raw: Raw, errors: SettingProblem[]) => {
  if (!env.JWT_SECRET) {
    errors.push({
      setting: 'JWT_SECRET',
      message:
        'Falta JWT_SECRET (32 caracteres o más, por ejemplo `openssl rand -hex 32`): sin él la llave de las sesiones queda guardada en la base de datos y en cada respaldo.',
    });
  }
  if (env.SEED_DEMO === true) {
    errors.push({
      setting: 'SEED_DEMO',
      message: 'SEED_DEMO=true cargaría usuarios de demostración con contraseñas conocidas.',
    });
  }
  if (given(raw, 'ONECLICK_COMMERCE_CODE') && !given(raw, 'AUTOPAY_SECRET')) {
    errors.push({
      setting: 'AUTOPAY_SECRET',
      message:
        'Falta AUTOPAY_SECRET (32 caracteres o más): cifra las tarjetas inscritas para el pago automático.',
    });
  }
};

/**
 * What is wrong with this configuration for real use. Errors only count with NODE_ENV=production
 * (`pnpm start` stays the demo); warnings are reported everywhere.
 */
export const checkSettings = (env: Env, raw: Raw = process.env): SettingsReport => {
  const errors: SettingProblem[] = [];
  const warnings: SettingProblem[] = [];
  if (env.NODE_ENV === 'production') {
    checkWebpay(env, raw, errors);
    checkPublicUrl(env, errors);
    checkSecrets(env, raw, errors);
  }
  if (!env.SMTP_URL) {
    warnings.push({
      setting: 'SMTP_URL',
      message:
        'Falta SMTP_URL: los correos (comprobantes, recordatorios, invitaciones) quedan en cola y no se envían.',
    });
  }
  if (env.NODE_ENV === 'production' && (given(raw, 'SII_ENV') ?? 'simulator') === 'simulator') {
    warnings.push({
      setting: 'SII_ENV',
      message:
        'SII_ENV=simulator: las boletas se firman pero no llegan al SII (use SII_ENV=produccion).',
    });
  }
  return { errors, warnings };
};

/** The one message printed when production refuses to start. */
export const refusalMessage = (errors: SettingProblem[]): string =>
  [
    `El servidor no se inicia con NODE_ENV=production: ${errors.length === 1 ? 'hay 1 problema' : `hay ${errors.length} problemas`} de configuración.`,
    ...errors.map((e) => `  - ${e.message}`),
    'Corrija las variables de entorno (ver docs/deployment.md) y vuelva a iniciar.',
  ].join('\n');
