import type { ChargesPreview } from '@academias/shared/contract/charges';
import { formatClp, formatCount, formatPeriod } from '@academias/shared/format';
import { Stack, Table, Text } from '@academias/shared/ui';

const chargesText = (n: number) => (n === 1 ? '1 cobro' : `${formatCount(n)} cobros`);

/** What "Generar cobros" will create, as the confirmation shows it before anything is written. */
export const ChargesPreviewSummary = ({ preview }: { preview: ChargesPreview }) =>
  preview.charges === 0 ? (
    <Text>
      No hay cobros nuevos para {formatPeriod(preview.period)}: los ya generados no se duplican.
      Confirmar solo marca como vencidos los cobros pendientes cuya fecha pasó.
    </Text>
  ) : (
    <Stack gap="3">
      <Text>
        Se crearán <strong>{chargesText(preview.charges)}</strong> por{' '}
        <strong>{formatClp(preview.amount)}</strong> para {formatPeriod(preview.period)}.
        {preview.prorated > 0 &&
          ` ${preview.prorated === 1 ? '1 es un primer mes prorrateado' : `${preview.prorated} son primeros meses prorrateados`} por los días que quedan.`}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="64">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" pb="2">
            Por academia
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Academia</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Cobros</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.academies.map((a) => (
              <Table.Row key={a.academyId}>
                <Table.Cell>{a.academyName}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(a.charges)}</Table.Cell>
                <Table.Cell textAlign="end">{formatClp(a.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
