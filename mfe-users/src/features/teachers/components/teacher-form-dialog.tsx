import type { StaffMember } from '@academias/shared/contract/users';
import {
  FormDialog,
  FormField,
  Input,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  useDialogSubmit,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useAcademyOptions } from '../../../api/option-queries.ts';
import { PersonFields } from '../../../components/person-fields.tsx';
import { useCreateTeacher, useEditTeacher } from '../api/teacher-mutations.ts';
import { useProfileTypes } from '../api/teacher-queries.ts';
import { percentTexts } from '../teacher-percent-texts.ts';
import { AcademyCheckboxes } from './academy-checkboxes.tsx';
import { TeacherPercentsFieldset } from './teacher-percents-fieldset.tsx';
import {
  emptyTeacherForm,
  formValuesOf,
  teacherCreateSchema,
  teacherEditSchema,
  teacherFormFields,
  type TeacherCreateData,
  type TeacherEditData,
  type TeacherFormValues,
} from '../teacher-form-schema.ts';

interface TeacherFormDialogProps {
  /** null: create a new member. */
  member: StaffMember | null;
  onClose: () => void;
  /** A teacher just created with academies: the form continues as theirs to set the percents. */
  onCreated?: (member: StaffMember) => void;
}

const staffTypes = [
  { id: '1', name: 'Profesor' },
  { id: '0', name: 'Administrador' },
];

/** Create or edit a teacher or administrator. */
export const TeacherFormDialog = ({ member, onClose, onCreated }: TeacherFormDialogProps) => {
  const isEdit = member !== null;
  const form = useForm<TeacherFormValues, unknown, TeacherCreateData | TeacherEditData>({
    resolver: zodResolver(isEdit ? teacherEditSchema : teacherCreateSchema) as never,
    defaultValues: member ? formValuesOf(member) : emptyTeacherForm,
  });
  const { register, control, formState } = form;
  const [chosenIds, type] = useWatch({ control, name: ['academyIds', 'type'] });
  const errors = formState.errors;
  const create = useCreateTeacher();
  const edit = useEditTeacher();
  const academies = useAcademyOptions();
  const profiles = useProfileTypes();

  const created = useRef<StaffMember | null>(null);
  const submit = useDialogSubmit(
    form,
    teacherFormFields,
    async (data) => {
      if (member) await edit.mutateAsync({ ...(data as TeacherEditData), id: member.id });
      else created.current = await create.mutateAsync(data as TeacherCreateData);
      return isEdit ? 'Cambios guardados' : 'Miembro del equipo creado';
    },
    // a new teacher with academies stays open, as its edit form, to set the percents
    () => {
      const c = created.current;
      if (c && c.type === 1 && c.academies.length > 0 && onCreated) onCreated(c);
      else onClose();
    },
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={isEdit ? `Editar a ${member.name}` : 'Nuevo miembro del equipo'}
      submitLabel={isEdit ? 'Guardar cambios' : 'Crear'}
      {...submit}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {!isEdit && (
            <SelectField
              label="Tipo"
              required
              error={errors.type?.message}
              options={staffTypes}
              {...register('type')}
            />
          )}
          <SelectField
            label="Tipo de perfil"
            error={errors.profileTypeId?.message}
            // staff profiles only: Alumno and Apoderado are people of Alumnos
            options={profiles.data?.filter((p) => p.userType === 0 || p.userType === 1) ?? []}
            {...register('profileTypeId')}
          >
            <option value="">Sin perfil</option>
          </SelectField>
          <PersonFields form={form} />
          <FormField
            label="Usuario"
            required
            error={errors.username?.message}
            helperText="Con él inicia sesión."
          >
            <Input {...register('username')} autoComplete="off" autoCapitalize="none" />
          </FormField>
          <FormField
            label={isEdit ? 'Contraseña nueva' : 'Contraseña'}
            required={!isEdit}
            error={errors.password?.message}
            helperText={
              isEdit
                ? 'Déjala vacía para no cambiarla; si la cambias se cierran sus sesiones.'
                : 'Al menos 8 caracteres.'
            }
          >
            <Input type="password" {...register('password')} autoComplete="new-password" />
          </FormField>
          <FormField
            label="Repite la contraseña"
            required={!isEdit}
            error={errors.passwordConfirm?.message}
          >
            <Input type="password" {...register('passwordConfirm')} autoComplete="new-password" />
          </FormField>
        </SimpleGrid>
        <Controller
          control={control}
          name="academyIds"
          render={({ field }) => (
            <AcademyCheckboxes
              academies={academies.data?.items}
              value={field.value}
              onChange={field.onChange}
              error={errors.academyIds?.message}
            />
          )}
        />
        {member?.type === 1 && (
          <TeacherPercentsFieldset
            teacherId={member.id}
            saved={member.academies}
            chosen={(academies.data?.items ?? []).filter((a) =>
              (chosenIds ?? []).map(Number).includes(a.id),
            )}
          />
        )}
        {!isEdit && type === '1' && (
          <Text color="fg.muted" fontSize="sm">
            {percentTexts.afterCreate}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
};
