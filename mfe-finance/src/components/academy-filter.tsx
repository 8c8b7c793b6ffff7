import { FilterSelect } from './filter-select.tsx';

interface AcademyFilterProps {
  academies: readonly { id: number; name: string }[] | undefined;
  value: string;
  onChange: (academyId: string) => void;
}

/** The "Academia" filter of a list: every academy (a teacher gets only theirs), or all. */
export const AcademyFilter = ({ academies, value, onChange }: AcademyFilterProps) => (
  <FilterSelect label="Academia" value={value} onChange={onChange}>
    <option value="">Todas</option>
    {academies?.map((a) => (
      <option key={a.id} value={String(a.id)}>
        {a.name}
      </option>
    ))}
  </FilterSelect>
);
