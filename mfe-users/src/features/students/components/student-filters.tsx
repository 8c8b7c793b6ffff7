import type { studentSchemas } from '@academias/shared/contract';
import type { z } from 'zod';
import { OptionsSelect, SearchInput, SimpleGrid } from '@academias/shared/ui';
import { useAcademyOptions, usePlanOptions } from '../../../api/option-queries.ts';

type EnrolmentStatus = z.infer<typeof studentSchemas.enrolmentStatus>;

export interface StudentFilterValues {
  academyId?: number;
  planId?: number;
  status?: EnrolmentStatus;
}

interface StudentFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  value: StudentFilterValues;
  onChange: (value: StudentFilterValues) => void;
}

export const statusLabel: Record<EnrolmentStatus, string> = {
  activo: 'Activo',
  suspendido: 'Suspendido',
  finalizado: 'Finalizado',
};

const numberOrUndefined = (v: string) => (v ? Number(v) : undefined);

/** Search plus filters by academy, plan (of the chosen academy) and plan status. */
export const StudentFilters = ({ search, onSearch, value, onChange }: StudentFiltersProps) => {
  const academies = useAcademyOptions();
  const plans = usePlanOptions(value.academyId);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" mb="3">
      <SearchInput label="Buscar por nombre, RUT o correo" value={search} onChange={onSearch} />
      <OptionsSelect
        aria-label="Filtrar por academia"
        bg="bg"
        options={academies.data?.items ?? []}
        value={value.academyId ?? ''}
        onChange={(e) =>
          onChange({ ...value, academyId: numberOrUndefined(e.target.value), planId: undefined })
        }
      >
        <option value="">Todas las academias</option>
      </OptionsSelect>
      <OptionsSelect
        aria-label="Filtrar por plan"
        bg="bg"
        options={(plans.data?.items ?? []).map((p) => ({
          id: p.id,
          name: value.academyId ? p.name : `${p.name} (${p.academyName})`,
        }))}
        value={value.planId ?? ''}
        onChange={(e) => onChange({ ...value, planId: numberOrUndefined(e.target.value) })}
      >
        <option value="">Todos los planes</option>
      </OptionsSelect>
      <OptionsSelect
        aria-label="Filtrar por estado del plan"
        bg="bg"
        options={Object.entries(statusLabel).map(([id, name]) => ({ id, name }))}
        value={value.status ?? ''}
        onChange={(e) =>
          onChange({
            ...value,
            status: (e.target.value || undefined) as EnrolmentStatus | undefined,
          })
        }
      >
        <option value="">Cualquier estado de plan</option>
      </OptionsSelect>
    </SimpleGrid>
  );
};
