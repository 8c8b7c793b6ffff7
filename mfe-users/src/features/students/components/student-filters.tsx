import type { studentSchemas } from '@academias/shared/contract';
import type { z } from 'zod';
import { NativeSelect, SearchInput, SimpleGrid } from '@academias/shared/ui';
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
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Filtrar por academia"
          bg="bg"
          value={value.academyId ?? ''}
          onChange={(e) =>
            onChange({ ...value, academyId: numberOrUndefined(e.target.value), planId: undefined })
          }
        >
          <option value="">Todas las academias</option>
          {academies.data?.items.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Filtrar por plan"
          bg="bg"
          value={value.planId ?? ''}
          onChange={(e) => onChange({ ...value, planId: numberOrUndefined(e.target.value) })}
        >
          <option value="">Todos los planes</option>
          {plans.data?.items.map((p) => (
            <option key={p.id} value={p.id}>
              {value.academyId ? p.name : `${p.name} (${p.academyName})`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Filtrar por estado del plan"
          bg="bg"
          value={value.status ?? ''}
          onChange={(e) =>
            onChange({
              ...value,
              status: (e.target.value || undefined) as EnrolmentStatus | undefined,
            })
          }
        >
          <option value="">Cualquier estado de plan</option>
          {Object.entries(statusLabel).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </SimpleGrid>
  );
};
