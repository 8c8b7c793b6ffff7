import * as usersApi from '@academias/shared/contract/users';
import { z } from 'zod';
import { blankToNull, blankToUndefined, orBlank } from '@academias/shared/api';
import type { StaffMember } from '@academias/shared/contract/users';
import { formatPhone } from '@academias/shared/format';

const create = usersApi.createTeacher.body.shape.data.shape;
const edit = usersApi.editTeacher.body.shape.data.shape;

/** The repeated password is checked here and never sent. */
const withoutConfirm = <T extends { passwordConfirm: string }>(
  values: T,
): Omit<T, 'passwordConfirm'> => {
  const data: Partial<T> = { ...values };
  delete data.passwordConfirm;
  return data as Omit<T, 'passwordConfirm'>;
};

/** The fields both forms share, as the contract checks them; selects and inputs give strings. */
const common = {
  rut: create.rut,
  firstName: create.firstName,
  lastName: create.lastName,
  email: create.email,
  phone: create.phone,
  profileTypeId: z.preprocess(blankToNull, create.profileTypeId),
  academyIds: create.academyIds,
  username: create.username,
};

export const teacherCreateSchema = z
  .object({
    ...common,
    type: z
      .enum(['0', '1'], { error: 'elige el tipo' })
      .transform((v) => (v === '0' ? 0 : 1) as 0 | 1),
    password: create.password,
    passwordConfirm: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'las contraseñas no coinciden',
  })
  .transform(withoutConfirm);

export const teacherEditSchema = z
  .object({
    ...common,
    password: z.preprocess(blankToUndefined, edit.password),
    passwordConfirm: z.string(),
  })
  .refine((v) => !v.password || v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'las contraseñas no coinciden',
  })
  .transform(withoutConfirm);

export type TeacherFormValues = z.input<typeof teacherCreateSchema> &
  z.input<typeof teacherEditSchema>;
export type TeacherCreateData = z.output<typeof teacherCreateSchema>;
export type TeacherEditData = z.output<typeof teacherEditSchema>;

export const teacherFormFields = [
  'type',
  'rut',
  'firstName',
  'lastName',
  'email',
  'phone',
  'profileTypeId',
  'academyIds',
  'username',
  'password',
  'passwordConfirm',
] as const satisfies readonly (keyof TeacherFormValues)[];

export const emptyTeacherForm: TeacherFormValues = {
  type: '1',
  rut: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  profileTypeId: '',
  academyIds: [],
  username: '',
  password: '',
  passwordConfirm: '',
};

/** A saved member as the edit form's values (the phone shown as +56 9 ...). */
export const formValuesOf = (m: StaffMember): TeacherFormValues => ({
  ...emptyTeacherForm,
  type: m.type === 0 ? '0' : '1',
  rut: orBlank(m.rut),
  firstName: m.firstName,
  lastName: m.lastName,
  email: orBlank(m.email),
  phone: orBlank(m.phone && formatPhone(m.phone)),
  profileTypeId: orBlank(m.profileTypeId),
  academyIds: m.academies.map((a) => a.id),
  username: m.username,
});
