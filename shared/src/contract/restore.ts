import { z } from 'zod';
import { id, ok, withData } from './common.ts';
import { defineEndpoint } from './define.ts';

/** What a list's "Deshacer" can bring back: records whose delete is soft (kept, and in the audit). */
export const restorableEntity = z.enum(['gasto', 'plantilla', 'plan'], {
  error: 'no es un registro que se pueda restaurar',
});
export type RestorableEntity = z.infer<typeof restorableEntity>;

export const restoreDeleted = defineEndpoint({
  name: 'restore',
  method: 'POST',
  path: '/api/v1/restore',
  access: ['admin', 'teacher'],
  summary:
    'Deshace una eliminación ("Deshacer" en las listas): el registro eliminado vuelve a la lista y la auditoría lo anota. Gastos y planes: administración; plantillas: también el profesor, las suyas',
  body: withData(z.object({ entity: restorableEntity, id })),
  response: ok,
});
