import { formatClp } from '@academias/shared/format';
import { useId } from 'react';

export interface StudentChoice {
  id: number;
  /** First name and initial only (`María G.`), as the server sends it. */
  name: string;
  pendingCount: number;
  pendingTotal: number;
}

interface StudentChooserProps {
  students: readonly StudentChoice[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

const pendingText = (s: StudentChoice) =>
  s.pendingCount === 0
    ? 'Sin cobros pendientes'
    : `${s.pendingCount} ${s.pendingCount === 1 ? 'cobro pendiente' : 'cobros pendientes'} · ${formatClp(s.pendingTotal)}`;

/** A guardian with several students picks whose charges to pay: native radios in large cards. */
export const StudentChooser = ({ students, selectedId, onSelect }: StudentChooserProps) => {
  const name = useId();
  return (
    <fieldset>
      <legend className="portal-legend">¿De quién quieres pagar?</legend>
      <div className="portal-options">
        {students.map((s) => (
          <label key={s.id} className="portal-option">
            <input
              type="radio"
              name={name}
              value={String(s.id)}
              checked={selectedId === s.id}
              onChange={() => onSelect(s.id)}
            />
            <span className="portal-option-text">
              <strong>{s.name}</strong>
              <span className="portal-muted">{pendingText(s)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
