import type { z } from 'zod';

/** Where the invalid value came from, to name it the way the client sent it. */
export type InputPart = 'body' | 'params' | 'query';

const partName: Record<InputPart, string> = { body: 'campo', params: 'parámetro', query: 'filtro' };

/** `El campo data.rut no es un RUT válido (...)`: the first issue, naming the field. */
export const describeZodError = (
  error: z.ZodError,
  part: InputPart,
): { message: string; field?: string } => {
  const issue = error.issues[0];
  if (!issue) return { message: 'Los datos enviados no son válidos.' };
  const field = issue.path.map(String).join('.');
  if (!field) return { message: `Los datos enviados no son válidos: ${issue.message}.` };
  return {
    message: `El ${partName[part]} ${field} ${lowerFirst(issue.message)}.`.replace(/\.\.$/, '.'),
    field,
  };
};

const lowerFirst = (text: string) => (text ? text.charAt(0).toLowerCase() + text.slice(1) : text);
