import { documentTypeName } from '@academias/shared/contract/documents-labels';
import type { IssuedDocument } from '@academias/shared/contract/documents';

/** How the boletas screen names a document's type and state (the export's are the server's). */
export const documentTypeText = (type: number): string =>
  documentTypeName[type as 39 | 41] ?? `Tipo ${type}`;
export const documentStateText = (state: IssuedDocument['state']): string =>
  state === 'emitida' ? 'Emitida' : 'Anulada';
