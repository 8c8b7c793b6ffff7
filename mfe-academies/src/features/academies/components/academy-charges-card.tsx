import { apiErrorMessage } from '@academias/shared/api';
import type { academySchemas } from '@academias/shared/contract';
import { showToast } from '@academias/shared/events';
import { formatClp, formatDate } from '@academias/shared/format';
import { Button, CompactTable, ConfirmDialog, RowActions, SectionCard } from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { useDeleteAcademyCharge } from '../api/academy-mutations.ts';
import { AcademyChargeDialog } from './lazy-dialogs.ts';

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
        <Button size="sm" onClick={() => setEditing('new')} {...AcademyChargeDialog.preloadProps}>
          Agregar cargo
        </Button>
      }
    >
      <CompactTable
        caption="Cargos de la academia"
        empty="La academia no tiene cargos propios (arriendo, matrícula…)."
        rows={charges}
        rowKey={(c) => c.id}
        columns={[
          { key: 'description', header: 'Descripción', cell: (c) => c.description },
          { key: 'amount', header: 'Monto', align: 'end', cell: (c) => formatClp(c.amount) },
          {
            key: 'frequency',
            header: 'Frecuencia',
            cell: (c) => (c.frequency === 'mensual' ? 'Mensual' : 'Único'),
          },
          {
            key: 'start',
            header: 'Desde',
            hideOnMobile: true,
            cell: (c) => formatDate(c.startDate),
          },
          {
            key: 'actions',
            header: 'Acciones',
            align: 'end',
            cell: (c) => (
              <RowActions
                rowLabel={c.description}
                actions={[
                  {
                    label: 'Editar',
                    ariaLabel: `Editar cargo ${c.description}`,
                    onSelect: () => setEditing(c),
                    onPreload: AcademyChargeDialog.preload,
                  },
                  {
                    label: 'Eliminar',
                    ariaLabel: `Eliminar cargo ${c.description}`,
                    danger: true,
                    onSelect: () => setDeleting(c),
                  },
                ]}
              />
            ),
          },
        ]}
      />
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
