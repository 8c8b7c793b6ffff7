import type { Payment } from '@academias/shared/contract/payments';
import { formatClp, formatDateTime, formatRut } from '@academias/shared/format';
import { Badge, RowActions, Stack, Text, type DataColumn } from '@academias/shared/ui';
import { PdfButtons } from '../../../components/pdf-buttons.tsx';
import { siiTexts } from '../../sii/sii-texts.ts';
import { itemsText, methodText } from '../payment-labels.ts';
import { PaymentStateCell } from './payment-state-cell.tsx';

/**
 * Columns of Centro de Pagos / Historial de Pagos. On a phone the card shows the payer, date,
 * amount, state and boleta; the charges and the method stay for the table. Only an admin gets
 * the actions column (kept in view at the right edge by the table).
 */
/** `preloadAnnul` starts loading the annul dialog as the pointer or focus reaches «Anular». */
export const paymentColumns = (
  onAnnul: ((p: Payment) => void) | null,
  preloadAnnul?: () => void,
): DataColumn<Payment>[] => [
  {
    key: 'payer',
    header: 'Pagador',
    card: 'title',
    alwaysShown: true,
    cell: (p) => (
      <>
        {p.payerName}
        <Text color="fg.muted" fontSize="xs">
          {p.payerRut ? formatRut(p.payerRut) : 'Sin RUT'}
        </Text>
      </>
    ),
  },
  {
    key: 'createdAt',
    header: 'Fecha',
    sortable: true,
    cell: (p) => formatDateTime(p.paidAt ?? p.createdAt),
  },
  { key: 'items', header: 'Cobros', truncate: true, card: 'hide', cell: (p) => itemsText(p) },
  {
    key: 'amount',
    header: 'Monto',
    sortable: true,
    align: 'end',
    cell: (p) => formatClp(p.amount),
  },
  { key: 'method', header: 'Medio', card: 'hide', cell: (p) => methodText(p) },
  { key: 'state', header: 'Estado', cell: (p) => <PaymentStateCell payment={p} /> },
  {
    key: 'document',
    header: 'Boleta',
    cell: (p) =>
      p.document ? (
        <Stack gap="1">
          <Text fontSize="xs">Folio {p.document.folio}</Text>
          <PdfButtons documentId={p.document.id} folio={p.document.folio} type={p.document.type} />
        </Stack>
      ) : p.documentWaiting ? (
        <Stack gap="1" align="flex-start">
          <Badge colorPalette="orange">{siiTexts.noFolios}</Badge>
          <Text fontSize="xs" color="fg.muted" maxW="64" whiteSpace="normal">
            {p.documentWaiting}
          </Text>
        </Stack>
      ) : (
        '—'
      ),
  },
  ...(onAnnul
    ? [
        {
          key: 'actions',
          header: 'Acciones',
          alwaysShown: true,
          cell: (p: Payment) =>
            p.state === 'autorizada' ? (
              <RowActions
                rowLabel={`pago ${p.buyOrder}`}
                actions={[
                  {
                    label: 'Anular',
                    danger: true,
                    onSelect: () => onAnnul(p),
                    onPreload: preloadAnnul,
                  },
                ]}
              />
            ) : null,
        },
      ]
    : []),
];
