import { z } from 'zod';
import { monthStart } from './academies.ts';
import { clp, id, withData } from './common.ts';
import { defineEndpoint } from './define.ts';

/**
 * The sibling rule of an academy (docs/money.md): from the month of `validFrom`, every child of a
 * guardian after the first one enrolled in the academy gets `kind`/`value` off each monthly
 * charge; `kind` null turns it off from that month. `editable` while that month has not passed.
 */
export const siblingDiscountEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['monto', 'porcentaje']).nullable(),
  value: z.number().int().nullable(),
  validFrom: z.string(),
  createdByName: z.string().nullable(),
  editable: z.boolean(),
});
export type SiblingDiscountEntry = z.infer<typeof siblingDiscountEntry>;

const academySiblingDiscounts = z.object({
  academyId: z.number().int(),
  academyName: z.string(),
  /** Newest first. */
  entries: z.array(siblingDiscountEntry),
});
export type AcademySiblingDiscounts = z.infer<typeof academySiblingDiscounts>;

export const getAcademySiblingDiscounts = defineEndpoint({
  name: 'getAcademySiblingDiscounts',
  method: 'GET',
  path: '/api/v1/getAcademySiblingDiscounts',
  access: ['admin'],
  summary:
    'Descuento por hermanos de cada academia con su historial (vigente desde un mes; sin filas: no hay descuento)',
  response: z.array(academySiblingDiscounts),
});

export const saveAcademySiblingDiscount = defineEndpoint({
  name: 'saveAcademySiblingDiscount',
  method: 'POST',
  path: '/api/v1/saveAcademySiblingDiscount',
  access: ['admin'],
  summary:
    'Fija el descuento por hermanos de una academia desde un mes (por omisión, el mes en curso; null lo desactiva). Los meses anteriores y los cobros ya generados no cambian',
  body: withData(
    z.object({
      academyId: id,
      discount: z
        .object({
          kind: z.enum(['monto', 'porcentaje'], { error: "debe ser 'monto' o 'porcentaje'" }),
          value: clp.refine((v) => v > 0, 'debe ser mayor que cero'),
        })
        .nullable(),
      validFrom: monthStart.optional(),
    }),
  ),
  response: academySiblingDiscounts,
});

export const deleteAcademySiblingDiscount = defineEndpoint({
  name: 'deleteAcademySiblingDiscount',
  method: 'POST',
  path: '/api/v1/deleteAcademySiblingDiscount',
  access: ['admin'],
  summary:
    'Quita una entrada del descuento por hermanos que rige desde el mes en curso o uno futuro; desde ese mes vuelve a regir la anterior',
  body: withData(z.object({ id })),
  response: academySiblingDiscounts,
});
