import { useUserKind } from '../../../api/use-user-kind.ts';
import { useMyWards } from '../api/use-my-wards.ts';
import { wardStudentId } from '../ward-param.ts';
import { WardSelector } from './ward-selector.tsx';

interface WardFilterProps {
  /** The list's `alumno` URL value ('' for all wards). */
  alumno: string;
  onChange: (alumno: string) => void;
}

/**
 * The ward selector of a family screen, shown to a guardian with two or more wards; with none
 * chosen the list shows every ward's rows (each names its student). Nothing for anyone else.
 */
export const WardFilter = ({ alumno, onChange }: WardFilterProps) => {
  const kind = useUserKind();
  const wards = useMyWards(kind === 'other');
  if (wards.length < 2) return null;
  return (
    <WardSelector
      wards={wards}
      value={wardStudentId(kind, alumno) ?? null}
      onChange={(id) => onChange(id === null ? '' : String(id))}
    />
  );
};
