import {
  DataTable,
  RowActions,
  SectionCard,
  wholeTableProps,
  type DataColumn,
} from '@academias/shared/ui';
import type { UseQueryResult } from '@academias/shared/query';
import type { ReactNode } from 'react';

interface AcademyRow {
  academyId: number;
  academyName: string;
}

interface AcademyRulesSectionProps<Row extends AcademyRow> {
  /** The section's heading, description and table caption, the academy column and "Editar". */
  texts: { title: string; description: string; caption: string; academy: string; edit: string };
  query: UseQueryResult<Row[]>;
  /** The rule's columns; the academy comes first and "Editar" last. */
  columns: DataColumn<Row>[];
  onEdit: (row: Row) => void;
  /** The section's dialogs. */
  children: ReactNode;
}

/**
 * A rule set per academy in Parámetros Avanzados (late fees, sibling discounts): every academy in
 * one table, unpaged, with its rule and an "Editar" that opens the section's dialog.
 */
export const AcademyRulesSection = <Row extends AcademyRow>(p: AcademyRulesSectionProps<Row>) => {
  const columns: DataColumn<Row>[] = [
    { key: 'academy', header: p.texts.academy, card: 'title', cell: (r) => r.academyName },
    ...p.columns,
    {
      key: 'actions',
      header: 'Acciones',
      cell: (r) => (
        <RowActions
          rowLabel={r.academyName}
          actions={[{ label: p.texts.edit, onSelect: () => p.onEdit(r) }]}
        />
      ),
    },
  ];
  return (
    <SectionCard title={p.texts.title} description={p.texts.description}>
      <DataTable
        caption={p.texts.caption}
        columns={columns}
        rowKey={(r) => r.academyId}
        {...wholeTableProps(p.query, p.query.data)}
      />
      {p.children}
    </SectionCard>
  );
};
