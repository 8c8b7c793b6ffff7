import { optionalRut } from '@academias/shared/contract/common';
import { personFields } from '@academias/shared/contract/students';
import { z } from 'zod';
import { blankToNull } from '@academias/shared/api';

/**
 * The student form: the person, as the contract checks them, plus an optional guardian
 * (apoderado) found by RUT or registered with the student. A date input gives '' when empty.
 */
export const studentFormSchema = z
  .object({
    ...personFields,
    birthDate: z.preprocess(blankToNull, personFields.birthDate),
    guardianRut: optionalRut,
    /** Set when the RUT belongs to someone already registered: no new guardian is created. */
    guardianId: z.number().int().nullable(),
    guardianFirstName: z.string().trim().max(120, 'admite hasta 120 caracteres'),
    guardianLastName: z.string().trim().max(120, 'admite hasta 120 caracteres'),
    guardianEmail: personFields.email,
    guardianPhone: personFields.phone,
  })
  .superRefine((v, ctx) => {
    if (!v.guardianRut || v.guardianId !== null) return;
    if (v.guardianRut === v.rut) {
      ctx.addIssue({
        code: 'custom',
        path: ['guardianRut'],
        message: 'no puede ser el mismo RUT del alumno',
      });
    }
    if (!v.guardianFirstName)
      ctx.addIssue({ code: 'custom', path: ['guardianFirstName'], message: 'es obligatorio' });
    if (!v.guardianLastName)
      ctx.addIssue({ code: 'custom', path: ['guardianLastName'], message: 'es obligatorio' });
  });

export type StudentFormValues = z.input<typeof studentFormSchema>;
export type StudentFormData = z.output<typeof studentFormSchema>;

export const studentFormFields = [
  'rut',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'birthDate',
  'guardianRut',
  'guardianFirstName',
  'guardianLastName',
  'guardianEmail',
  'guardianPhone',
] as const satisfies readonly (keyof StudentFormValues)[];

export const emptyStudentForm: StudentFormValues = {
  rut: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  birthDate: '',
  guardianRut: '',
  guardianId: null,
  guardianFirstName: '',
  guardianLastName: '',
  guardianEmail: '',
  guardianPhone: '',
};
