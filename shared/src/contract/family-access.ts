import { z } from 'zod';
import { id, rut } from './common.ts';
import { defineEndpoint } from './define.ts';
import { newPassword } from './users.ts';

const everyone = ['anonymous', 'admin', 'teacher', 'other'] as const;

/** Days an invitation stays valid; a reset lasts hours (see the server's account-links.ts). */
export const INVITATION_DAYS = 7;

/** Where the set-password page takes its one-time token: after `#`, never sent to the server in a URL. */
export const ACCOUNT_LINK_PATH = '/auth/password';
export const ACCOUNT_LINK_FRAGMENT = 'clave';

const accountToken = z
  .string({ error: 'es obligatorio' })
  .trim()
  .min(20, 'no es un enlace válido')
  .max(100, 'no es un enlace válido')
  .regex(/^[A-Za-z0-9_-]+$/, 'no es un enlace válido');

export const inviteFamily = defineEndpoint({
  name: 'familyAccess/invite',
  method: 'POST',
  path: '/api/v1/familyAccess/invite',
  access: ['admin'],
  summary:
    'Invita a alumnos o apoderados a entrar: a cada uno le llega por correo un enlace de un solo uso, válido 7 días, para elegir su contraseña (usuario: su RUT)',
  body: z.object({
    userIds: z
      .array(id, { error: 'debe ser una lista de personas' })
      .min(1, 'elige al menos una persona')
      .max(500, 'admite hasta 500 personas por invitación')
      .refine((ids) => new Set(ids).size === ids.length, 'tiene personas repetidas'),
  }),
  response: z.object({
    invited: z.number().int(),
    /** Who was not invited and why, in Spanish (no e-mail, not a student or guardian, archived...). */
    skipped: z.array(z.object({ userId: z.number().int(), reason: z.string() })),
    message: z.string(),
  }),
});

export const requestPasswordReset = defineEndpoint({
  name: 'familyAccess/forgot',
  method: 'POST',
  path: '/api/v1/familyAccess/forgot',
  access: everyone,
  summary:
    'Pide un enlace para elegir una contraseña nueva. Responde lo mismo exista o no el RUT (limitado por IP y por RUT)',
  body: z.object({ rut }),
  response: z.object({ message: z.string() }),
});

export const accountLinkState = z.enum(['vigente', 'vencido', 'usado']);

export const checkAccountLink = defineEndpoint({
  name: 'familyAccess/check',
  method: 'POST',
  path: '/api/v1/familyAccess/check',
  access: everyone,
  summary:
    'Dice si un enlace para elegir contraseña sigue sirviendo, y para qué usuario (limitado por IP)',
  body: z.object({ token: accountToken }),
  response: z.object({
    state: accountLinkState,
    kind: z.enum(['invitacion', 'restablecer']).nullable(),
    /** First name and initial, and the username to log in with, only while the link is valid. */
    displayName: z.string().nullable(),
    username: z.string().nullable(),
    message: z.string().nullable(),
  }),
});

export const setPasswordWithLink = defineEndpoint({
  name: 'familyAccess/setPassword',
  method: 'POST',
  path: '/api/v1/familyAccess/setPassword',
  access: everyone,
  summary:
    'Elige la contraseña con un enlace de invitación o de restablecimiento (una sola vez); cierra las sesiones abiertas y anula los demás enlaces',
  body: z.object({ token: accountToken, password: newPassword }),
  response: z.object({ ok: z.literal(true), username: z.string(), message: z.string() }),
});
