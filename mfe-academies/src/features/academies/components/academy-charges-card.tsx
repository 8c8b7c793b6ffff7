import { apiErrorMessage } from '@academias/shared/api';
import type { academySchemas } from '@academias/shared/contract';
import { showToast } from '@academias/shared/events';
import { formatClp, formatDate } from '@academias/shared/format';
import { Button, ConfirmDialog, HStack, SectionCard, Table, Text } from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { useDeleteAcademyCharge } from '../api/academy-mutations.ts';
import { AcademyChargeDialog } from './academy-charge-dialog.tsx';

type AcademyCharge = z.infer<typeof academySchemas.academyCharge>;

/** The academy's own charges (saveChargeByAcademy / updateChargeByAcademy / deleteChargeByAcademy). */
export const AcademyChargesCard = ({
  academyId,
  charges,
}: {
  academyId: number;
  charges: AcademyCharge[];
}) => {
  const [editing, setEditing] = useState<AcademyCharge | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AcademyCharge | null>(null);
  const remove = useDeleteAcademyCharge();
  return (
    <SectionCard
      title="Cargos de la academia"
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          Agregar cargo
        </Button>
      }
    >
      {charges.length === 0 ? (
        <Text color="fg.muted">La academia no tiene cargos propios (arriendo, matrícula…).</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Caption srOnly>Cargos de la academia</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Descripción</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
                <Table.ColumnHeader>Frecuencia</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                  Desde
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Acciones</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {charges.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.description}</Table.Cell>
                  <Table.Cell textAlign="end">{formatClp(c.amount)}</Table.Cell>
                  <Table.Cell>{c.frequency === 'mensual' ? 'Mensual' : 'Único'}</Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    {formatDate(c.startDate)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack gap="1" justify="flex-end">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing(c)}
                        aria-label={`Editar cargo ${c.description}`}
                      >
                        Editar
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setDeleting(c)}
                        aria-label={`Eliminar cargo ${c.description}`}
                      >
                        Eliminar
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editing !== null && (
        <AcademyChargeDialog
          academyId={academyId}
          charge={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Eliminar cargo"
          description={`¿Eliminar el cargo «${deleting.description}» (${formatClp(deleting.amount)})?`}
          confirmLabel="Eliminar"
          busyLabel="Procesando…"
          destructive
          describeError={apiErrorMessage}
          onConfirm={async () => {
            await remove.mutateAsync({ academyId, chargeId: deleting.id });
            showToast({ type: 'success', title: 'Cargo eliminado' });
          }}
        />
      )}
    </SectionCard>
  );
};
