import { z } from 'zod';
import { id, isoDate, rut, text, withData } from './common.ts';
import { defineEndpoint } from './define.ts';

/** Electronic tax documents at the SII: boleta afecta, boleta exenta, nota de crédito. */
export const siiDocumentTypeName = {
  39: 'Boleta electrónica',
  41: 'Boleta exenta electrónica',
  61: 'Nota de crédito electrónica',
} as const;

export const siiEnvioState = z.enum([
  'pendiente',
  'enviado',
  'aceptado',
  'aceptado_reparos',
  'rechazado',
]);
export type SiiEnvioState = z.infer<typeof siiEnvioState>;

export const siiCaf = z.object({
  id: z.number().int(),
  type: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  nextFolio: z.number().int(),
  left: z.number().int(),
  authorizedOn: z.string(),
});

export const siiSettings = z.object({
  configured: z.boolean(),
  /** simulator, certificacion or produccion (SII_ENV). */
  environment: z.string(),
  acteco: z.string().nullable(),
  resolutionNumber: z.number().int().nullable(),
  resolutionDate: z.string().nullable(),
  senderRut: z.string().nullable(),
  lowFolioWarning: z.number().int(),
  /** The generated demo certificate/CAFs: not valid at the SII. */
  testMaterial: z.boolean(),
  certificate: z.object({ subject: z.string(), validTo: z.string() }).nullable(),
  cafs: z.array(siiCaf),
  /** Spanish warnings: few folios left, certificate about to expire, documents waiting for folios. */
  warnings: z.array(z.string()),
  pendingDocuments: z.number().int(),
});
export type SiiSettings = z.infer<typeof siiSettings>;

export const getSiiSettings = defineEndpoint({
  name: 'sii/settings',
  method: 'GET',
  path: '/api/v1/sii/settings',
  access: ['admin'],
  summary:
    'Configuración del SII: resolución, certificado (sin el archivo), CAF cargados con folios restantes y avisos',
  response: siiSettings,
});

export const updateSiiSettings = defineEndpoint({
  name: 'sii/settings/update',
  method: 'POST',
  path: '/api/v1/sii/settings',
  access: ['admin'],
  summary:
    'Guarda actividad económica, resolución del SII, RUT de quien envía y el aviso de folios bajos',
  body: withData(
    z.object({
      acteco: z
        .string({ error: 'es obligatorio' })
        .trim()
        .regex(/^\d{5,6}$/, 'debe ser el código de actividad económica (5 o 6 dígitos)'),
      resolutionNumber: z
        .number({ error: 'debe ser un número' })
        .int('debe ser un número entero')
        .min(0, 'no puede ser negativo')
        .max(999999, 'es demasiado grande'),
      resolutionDate: isoDate,
      senderRut: rut,
      lowFolioWarning: z
        .number({ error: 'debe ser un número' })
        .int('debe ser un número entero')
        .min(0, 'no puede ser negativo')
        .max(100000, 'es demasiado grande')
        .default(50),
    }),
  ),
  response: siiSettings,
});

export const uploadSiiCertificate = defineEndpoint({
  name: 'sii/certificate',
  method: 'POST',
  path: '/api/v1/sii/certificate',
  access: ['admin'],
  summary:
    'Carga el certificado digital (PKCS#12 en base64 y su contraseña); se guarda cifrado y nunca se devuelve',
  body: withData(
    z.object({
      fileBase64: z
        .string({ error: 'es obligatorio' })
        .min(1, 'es obligatorio')
        .max(200_000, 'el archivo es demasiado grande')
        .regex(/^[A-Za-z0-9+/=\s]+$/, 'debe venir en base64'),
      password: z
        .string({ error: 'es obligatorio' })
        .min(1, 'es obligatorio')
        .max(200, 'admite hasta 200 caracteres'),
    }),
  ),
  response: siiSettings,
});

export const uploadSiiCaf = defineEndpoint({
  name: 'sii/cafs',
  method: 'POST',
  path: '/api/v1/sii/cafs',
  access: ['admin'],
  summary:
    'Carga un archivo CAF (XML del SII) de tipo 39, 41 o 61; se valida RUT, tipo, rango, fecha y claves',
  body: withData(z.object({ xml: text(100_000) })),
  response: siiSettings,
});

export const siiEnvio = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  type: z.number().int(),
  folio: z.number().int(),
  state: siiEnvioState,
  trackId: z.string().nullable(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: z.string(),
});

export const getSiiEnvios = defineEndpoint({
  name: 'sii/envios',
  method: 'GET',
  path: '/api/v1/sii/envios',
  access: ['admin'],
  summary: 'Envíos al SII de un documento (boleta y su nota de crédito) con su estado',
  query: z.object({ documentId: id }),
  response: z.array(siiEnvio),
});

export const retrySiiEnvio = defineEndpoint({
  name: 'sii/envios/retry',
  method: 'POST',
  path: '/api/v1/sii/envios/retry',
  access: ['admin'],
  summary: 'Vuelve a enviar al SII un documento rechazado (tras corregir la causa)',
  body: withData(z.object({ id })),
  response: siiEnvio,
});

export const runSiiEnvios = defineEndpoint({
  name: 'sii/envios/run',
  method: 'POST',
  path: '/api/v1/sii/envios/run',
  access: ['admin'],
  summary: 'Ejecuta ahora el envío al SII de los documentos pendientes y la consulta de su estado',
  response: z.object({
    sent: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
    failed: z.number().int(),
  }),
});

export const getDocumentXml = defineEndpoint({
  name: 'documents/xml',
  method: 'GET',
  path: '/api/v1/documents/:id/xml',
  access: ['admin', 'other'],
  summary:
    'El sobre firmado (EnvioBOLETA, o EnvioDTE de la nota de crédito con ?type=61) que contiene el documento, en ISO-8859-1',
  params: z.object({ id }),
  query: z.object({
    type: z.coerce
      .number()
      .pipe(z.union([z.literal(39), z.literal(41), z.literal(61)]))
      .optional(),
  }),
  response: z.instanceof(Uint8Array),
  binary: true,
});
