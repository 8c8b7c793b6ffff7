import { toApiError } from '@academias/shared/api';
import { Card, DataTable, Heading, RowActions, Text, type DataColumn } from '@academias/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface AcademyRow {
  academyId: number;
  academyName: string;
}

interface AcademyRulesSectionProps<Row extends AcademyRow> {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  description: string;
  caption: string;
  query: UseQueryResult<Row[]>;
  /** The rule's columns; the academy comes first and "Editar" last. */
  columns: DataColumn<Row>[];
  academyHeader: string;
  editLabel: string;
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
    { key: 'academy', header: p.academyHeader, card: 'title', cell: (r) => r.academyName },
    ...p.columns,
    {
      key: 'actions',
      header: 'Acciones',
      cell: (r) => (
        <RowActions
          rowLabel={r.academyName}
          actions={[{ label: p.editLabel, onSelect: () => p.onEdit(r) }]}
        />
      ),
    },
  ];
  const rows = p.query.data;
  return (
    <Card.Root as="section" aria-labelledby={p.id}>
      <Card.Header>
        <Heading as="h2" size="lg" id={p.id}>
          {p.title}
        </Heading>
        <Text color="fg.muted">{p.description}</Text>
      </Card.Header>
      <Card.Body>
        <DataTable
          caption={p.caption}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.academyId}
          total={rows?.length ?? 0}
          page={1}
          pageSize={Math.max(10, rows?.length ?? 0)}
          onPageChange={() => undefined}
          loading={p.query.isFetching}
          error={p.query.error ? toApiError(p.query.error).message : null}
          onRetry={() => void p.query.refetch()}
        />
        {p.children}
      </Card.Body>
    </Card.Root>
  );
};
