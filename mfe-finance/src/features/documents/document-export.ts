import { documentTypeName, type IssuedDocument } from '@academias/shared/contract/documents';
import { paymentMethodLabel } from '@academias/shared/contract/payments';
import type { ExportColumn } from '@academias/shared/export';
import { formatDateTime, formatRut, todayInChile } from '@academias/shared/format';

export const documentTypeText = (type: number): string =>
  documentTypeName[type as 39 | 41] ?? `Tipo ${type}`;
export const paymentMethodText = (method: string): string =>
  paymentMethodLabel[method as keyof typeof paymentMethodLabel] ?? method;
export const documentStateText = (state: IssuedDocument['state']): string =>
  state === 'emitida' ? 'Emitida' : 'Anulada';

export const documentExportColumns: readonly ExportColumn<IssuedDocument>[] = [
  { header: 'Tipo', value: (d) => `${documentTypeText(d.type)} (${d.type})`, width: 28 },
  { header: 'Folio', value: (d) => d.folio, type: 'number' },
  // the issue time is a timestamp: its calendar day in Chile, and the hour apart
  { header: 'Fecha', value: (d) => todayInChile(new Date(d.issuedAt)), type: 'date' },
  { header: 'Hora', value: (d) => formatDateTime(d.issuedAt).slice(11) },
  { header: 'Receptor', value: (d) => d.receiverName, width: 28 },
  { header: 'RUT receptor', value: (d) => formatRut(d.receiverRut) },
  { header: 'Medio', value: (d) => paymentMethodText(d.method) },
  { header: 'Estado', value: (d) => documentStateText(d.state) },
  { header: 'Monto', value: (d) => d.total, type: 'clp' },
];
