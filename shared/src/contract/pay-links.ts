import { z } from 'zod';
import { id } from './common.ts';
import { defineEndpoint } from './define.ts';
import { getUserByRut } from './portal.ts';

const everyone = ['anonymous', 'admin', 'teacher', 'other'] as const;

/** Where the personal pay link puts its token: after `#`, so it never reaches logs or a Referer. */
export const PAY_LINK_FRAGMENT = 'enlace';

/** A signed token; its shape is checked on the server, here only its size. */
const payLinkToken = z
  .string({ error: 'es obligatorio' })
  .trim()
  .min(10, 'no es un enlace de pago válido')
  .max(120, 'no es un enlace de pago válido');

export const payLink = z.object({ url: z.string(), expiresAt: z.string() });
export type PayLink = z.infer<typeof payLink>;

export const payLinkState = z.enum(['vigente', 'vencido', 'revocado', 'pagado']);
export type PayLinkState = z.infer<typeof payLinkState>;

export const openPayLink = defineEndpoint({
  name: 'payLinks/open',
  method: 'POST',
  path: '/api/v1/payLinks/open',
  access: everyone,
  summary:
    'Abre un enlace de pago personal: lo mismo que muestra la búsqueda por RUT, sin escribirlo. Si venció, fue revocado o ya no hay cobros, lo explica (limitado por IP)',
  body: z.object({ token: payLinkToken }),
  response: z.object({
    state: payLinkState,
    /** Spanish explanation when the link cannot be used to pay (state other than vigente). */
    message: z.string().nullable(),
    /** Exactly what a RUT search answers, when the link is valid. */
    lookup: getUserByRut.response.nullable(),
  }),
});

export const myPayLink = defineEndpoint({
  name: 'payLinks/mine',
  method: 'GET',
  path: '/api/v1/payLinks/mine',
  access: ['other'],
  summary:
    'El enlace de pago personal de quien inició sesión (sus cobros y los de sus pupilos), válido 30 días',
  response: payLink,
});

export const createPayLink = defineEndpoint({
  name: 'payLinks/create',
  method: 'POST',
  path: '/api/v1/payLinks',
  access: ['admin'],
  summary: 'Crea el enlace de pago personal de un alumno o apoderado, válido 30 días',
  body: z.object({ userId: id }),
  response: payLink,
});

export const revokePayLinks = defineEndpoint({
  name: 'payLinks/revoke',
  method: 'POST',
  path: '/api/v1/payLinks/revoke',
  access: ['admin'],
  summary:
    'Revoca todos los enlaces de pago ya entregados de una persona (los nuevos siguen funcionando)',
  body: z.object({ userId: id }),
  response: z.object({ ok: z.literal(true), message: z.string() }),
});
