import type { IssuedDocument } from '@academias/shared/contract/documents';
import { formatClp, formatDateTime, formatRut } from '@academias/shared/format';
import { Badge, type DataColumn } from '@academias/shared/ui';
import { PdfButtons } from '../../../components/pdf-buttons.tsx';
import { SiiStateCell } from '../../sii/components/sii-state-cell.tsx';
import { siiTexts } from '../../sii/sii-texts.ts';
import { documentStateText, documentTypeText } from '../document-texts.ts';

/** Columns of Documentos Emitidos: the folio heads a phone card; the PDF buttons stay in view. */
export const documentColumns = (canRetrySii: boolean): DataColumn<IssuedDocument>[] => [
  { key: 'type', header: 'Tipo', cell: (d) => documentTypeText(d.type) },
  {
    key: 'folio',
    header: 'Folio',
    sortable: true,
    align: 'end',
    card: 'title',
    alwaysShown: true,
    cell: (d) => d.folio,
  },
  { key: 'issuedAt', header: 'Fecha', sortable: true, cell: (d) => formatDateTime(d.issuedAt) },
  {
    key: 'receiver',
    header: 'Receptor',
    truncate: true,
    cell: (d) => `${d.receiverName} · ${formatRut(d.receiverRut)}`,
  },
  { key: 'total', header: 'Monto', sortable: true, align: 'end', cell: (d) => formatClp(d.total) },
  {
    key: 'state',
    header: 'Estado',
    cell: (d) => (
      <Badge colorPalette={d.state === 'emitida' ? 'green' : 'gray'}>
        {documentStateText(d.state)}
      </Badge>
    ),
  },
  {
    key: 'sii',
    header: siiTexts.column,
    cell: (d) => <SiiStateCell document={d} canRetry={canRetrySii} />,
  },
  {
    key: 'actions',
    header: 'PDF',
    align: 'end',
    alwaysShown: true,
    cell: (d) => <PdfButtons documentId={d.id} folio={d.folio} type={d.type} />,
  },
];
