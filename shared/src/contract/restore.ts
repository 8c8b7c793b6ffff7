import { z } from 'zod';
import { id, ok, withData } from './common.ts';
import { defineEndpoint } from './define.ts';

/**
 * What a list's "Deshacer" can bring back: records whose delete is kept (archived, or the removed
 * rows in the delete's audit entry). `miembro` is a member of Equipo de Trabajo.
 */
export const restorableEntity = z.enum(
  ['gasto', 'plantilla', 'plan', 'alumno', 'academia', 'miembro'],
  { error: 'no es un registro que se pueda restaurar' },
);
export type RestorableEntity = z.infer<typeof restorableEntity>;

export const restoreDeleted = defineEndpoint({
  name: 'restore',
  method: 'POST',
  path: '/api/v1/restore',
  access: ['admin', 'teacher'],
  summary:
    'Deshace una eliminación ("Deshacer" en las listas): el registro vuelve como estaba y la auditoría lo anota. Funciona también después del aviso mientras la auditoría guarde la eliminación y nada haya cambiado. Gastos, planes, alumnos, academias y miembros del equipo: administración; plantillas: también el profesor, las suyas',
  body: withData(z.object({ entity: restorableEntity, id })),
  response: ok,
});
