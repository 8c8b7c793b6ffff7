import type { AcademyPercent } from '@academias/shared/contract/academies';
import { formatPeriod } from '@academias/shared/format';
import { Badge, Table } from '@chakra-ui/react';
import { DatedEntryRemove } from './dated-entry-remove.tsx';

const shown = (v: number) => `${String(v).replace('.', ',')}%`;

/** Which entry applies now, which is scheduled and which is history. */
const stateOf = (entry: AcademyPercent, inForce: ReadonlySet<number>, thisMonth: string) => {
  if (inForce.has(entry.id)) return { label: 'Vigente', palette: 'green' };
  if (entry.validFrom.slice(0, 7) > thisMonth) return { label: 'Programado', palette: 'blue' };
  return { label: 'Anterior', palette: 'gray' };
};

/**
 * Every dated entry of an academy's teacher percents, newest first. Only entries from the
 * current month on can be removed: an earlier month keeps the percent it had.
 */
export const PercentHistoryTable = ({
  academyName,
  history,
  inForce,
  thisMonth,
  onRemove,
  teacherColumn = true,
}: {
  academyName: string;
  history: readonly AcademyPercent[];
  inForce: readonly AcademyPercent[];
  thisMonth: string;
  onRemove: (entry: AcademyPercent) => void;
  /** Off where the table holds one teacher's entries only (the teacher's form). */
  teacherColumn?: boolean;
}) => {
  const current = new Set(inForce.map((p) => p.id));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" pb="2">
          Porcentajes de {academyName} (historial)
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {teacherColumn && <Table.ColumnHeader>Profesor</Table.ColumnHeader>}
            <Table.ColumnHeader textAlign="end">Porcentaje</Table.ColumnHeader>
            <Table.ColumnHeader>Vigente desde</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader>Acciones</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.map((p) => {
            const state = stateOf(p, current, thisMonth);
            return (
              <Table.Row key={p.id}>
                {teacherColumn && <Table.Cell>{p.teacherName}</Table.Cell>}
                <Table.Cell textAlign="end">{shown(p.percent)}</Table.Cell>
                <Table.Cell>
                  {p.validFrom <= '2000-01-01'
                    ? 'Desde siempre'
                    : formatPeriod(p.validFrom.slice(0, 7))}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={state.palette}>{state.label}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <DatedEntryRemove
                    editable={p.editable}
                    label={`Quitar porcentaje de ${p.teacherName} desde ${formatPeriod(p.validFrom.slice(0, 7))}`}
                    onRemove={() => onRemove(p)}
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
};
