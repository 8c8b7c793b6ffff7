import { z } from 'zod';
import {
  byIdData,
  id,
  listQuery,
  ok,
  optionalEmail,
  optionalRut,
  page,
  text,
  withData,
} from './common.ts';
import { optionalPhone } from './phone-field.ts';
import { defineEndpoint } from './define.ts';

const signedIn = ['admin', 'teacher', 'other'] as const;

// ---- Authentication ----

const username = z
  .string({ error: 'es obligatorio' })
  .trim()
  .toLowerCase()
  .min(3, 'debe tener al menos 3 caracteres')
  .max(60, 'admite hasta 60 caracteres')
  .regex(/^[a-z0-9._-]+$/, 'solo admite letras, números, punto, guion y guion bajo');
/** New passwords: long enough to resist guessing (OWASP ASVS 2.1.1). */
export const newPassword = z
  .string({ error: 'es obligatoria' })
  .min(8, 'debe tener al menos 8 caracteres')
  .max(128, 'admite hasta 128 caracteres');

export const sessionAcademy = z.object({ id_academy: z.number().int(), academy_name: z.string() });

/** The session payload (docs/architecture.md): stored by the shell under `academias.session`. */
export const session = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** ISO timestamp when `token` expires (15 minutes after issue). */
  expiresAt: z.string(),
  type: z.number().int(),
  data: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  academies: z.array(sessionAcademy),
});
export type Session = z.infer<typeof session>;

export const login = defineEndpoint({
  name: 'auth/login',
  method: 'POST',
  path: '/api/auth/login',
  access: ['anonymous', 'admin', 'teacher', 'other'],
  summary: 'Inicia sesión con usuario y contraseña',
  body: z.object({
    username: z
      .string({ error: 'es obligatorio' })
      .trim()
      .min(1, 'es obligatorio')
      .max(60, 'admite hasta 60 caracteres'),
    password: z
      .string({ error: 'es obligatoria' })
      .min(1, 'es obligatoria')
      .max(128, 'admite hasta 128 caracteres'),
  }),
  response: session,
});

export const refresh = defineEndpoint({
  name: 'auth/refresh',
  method: 'POST',
  path: '/api/auth/refresh',
  access: ['anonymous', 'admin', 'teacher', 'other'],
  summary: 'Renueva la sesión sin pedir la contraseña mientras el usuario siga activo',
  body: z.object({
    refreshToken: z
      .string({ error: 'es obligatorio' })
      .min(20, 'no es válido')
      .max(200, 'no es válido'),
  }),
  response: session,
});

export const logout = defineEndpoint({
  name: 'auth/logout',
  method: 'POST',
  path: '/api/auth/logout',
  access: ['anonymous', 'admin', 'teacher', 'other'],
  summary: 'Cierra la sesión: revoca el token de renovación y el token de acceso',
  body: z.object({ refreshToken: z.string().max(200).optional() }).optional(),
  response: ok,
});

// ---- Work team (teachers and administrators) ----

export const academyRef = z.object({ id: z.number().int(), name: z.string() });

export const staffMember = z.object({
  id: z.number().int(),
  type: z.number().int(),
  rut: z.string().nullable(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profileTypeId: z.number().int().nullable(),
  disabled: z.boolean(),
  academies: z.array(academyRef),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

const staffFields = {
  rut: optionalRut,
  firstName: text(120),
  lastName: text(120),
  email: optionalEmail,
  phone: optionalPhone,
  profileTypeId: id.nullish(),
  academyIds: z.array(id).max(50, 'admite hasta 50 academias').default([]),
};

export const teachersQuery = listQuery.extend({
  sort: z.enum(['name', 'username', 'createdAt']).optional(),
  academyId: id.optional(),
  includeDisabled: z.enum(['true', 'false']).optional(),
});

export const teachers = defineEndpoint({
  name: 'teachers',
  method: 'GET',
  path: '/api/v1/teachers',
  access: ['admin'],
  summary: 'Equipo de trabajo: profesores',
  query: teachersQuery,
  response: page(staffMember),
});

export const admin = defineEndpoint({
  name: 'admin',
  method: 'GET',
  path: '/api/v1/admin',
  access: ['admin'],
  summary: 'Equipo de trabajo: administradores',
  query: teachersQuery,
  response: page(staffMember),
});

export const createTeacher = defineEndpoint({
  name: 'createTeacher',
  method: 'POST',
  path: '/api/v1/createTeacher',
  access: ['admin'],
  summary: 'Crea un miembro del equipo (profesor o administrador)',
  body: withData(
    z.object({
      ...staffFields,
      type: z
        .union([z.literal(0), z.literal(1)], { error: 'debe ser 0 (administrador) o 1 (profesor)' })
        .default(1),
      username,
      password: newPassword,
    }),
  ),
  response: staffMember,
});

export const editTeacher = defineEndpoint({
  name: 'editTeacher',
  method: 'POST',
  path: '/api/v1/editTeacher',
  access: ['admin'],
  summary: 'Edita un miembro del equipo; una contraseña nueva cierra sus sesiones',
  body: withData(
    z.object({
      id,
      ...staffFields,
      username,
      password: newPassword.optional(),
      disabled: z.boolean().optional(),
    }),
  ),
  response: staffMember,
});

export const deleteTeacher = defineEndpoint({
  name: 'deleteTeacher',
  method: 'POST',
  path: '/api/v1/deleteTeacher',
  access: ['admin'],
  summary: 'Da de baja a un miembro del equipo (se archiva y se revocan sus sesiones)',
  body: byIdData,
  response: ok,
});

export const profileType = z.object({
  id: z.number().int(),
  name: z.string(),
  userType: z.number().int(),
});

export const getTypeProfile = defineEndpoint({
  name: 'getTypeProfile',
  method: 'GET',
  path: '/api/v1/getTypeProfile',
  access: signedIn,
  summary: 'Tipos de perfil',
  response: z.array(profileType),
});
