import * as academiesApi from '@academias/shared/contract/academies';
import { z } from 'zod';

const data = academiesApi.createAcademies.body.shape.data.shape;

/** The academy form, checked as the contract checks `createAcademies`/`editAcademies`. */
export const academyFormSchema = z.object({
  name: data.name,
  description: data.description,
  address: data.address,
  phone: data.phone,
  email: data.email,
  teacherIds: data.teacherIds,
});
export type AcademyFormValues = z.input<typeof academyFormSchema>;
export type AcademyFormData = z.output<typeof academyFormSchema>;

export const academyFormFields = [
  'name',
  'description',
  'address',
  'phone',
  'email',
  'teacherIds',
] as const satisfies readonly (keyof AcademyFormValues)[];

export const emptyAcademyForm: AcademyFormValues = {
  name: '',
  description: '',
  address: '',
  phone: '',
  email: '',
  teacherIds: [],
};
