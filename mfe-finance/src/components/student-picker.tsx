import { formatRut } from '@academias/shared/format';
import { FormField, SearchInput, SelectField } from '@academias/shared/ui';
import type { ComponentProps } from 'react';
import type { useStudentSearch } from '../api/use-student-search.ts';

type StudentPickerProps = {
  search: string;
  onSearch: (text: string) => void;
  students: ReturnType<typeof useStudentSearch>;
  /** The empty option's text once the search has answered. */
  prompt: (found: number) => string;
} & Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'required'>;

/** "Buscar alumno" (name or RUT) and the "Alumno" select of what it found. */
export const StudentPicker = ({
  search,
  onSearch,
  students,
  prompt,
  ...select
}: StudentPickerProps) => (
  <>
    <FormField label="Buscar alumno" helperText="Nombre o RUT">
      <SearchInput
        aria-label="Buscar alumno"
        placeholder="Nombre o RUT"
        value={search}
        onChange={onSearch}
        autoComplete="off"
      />
    </FormField>
    <SelectField
      label="Alumno"
      required
      options={(students.data?.items ?? []).map((s) => ({
        id: s.id,
        name: s.rut ? `${s.name} · ${formatRut(s.rut)}` : s.name,
      }))}
      {...select}
    >
      <option value="">
        {students.isFetching ? 'Buscando…' : prompt(students.data?.items.length ?? 0)}
      </option>
    </SelectField>
  </>
);
