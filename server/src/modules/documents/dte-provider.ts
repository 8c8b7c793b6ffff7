import type { DocumentItem, DocumentParty, DocumentType } from '../../db/schema/payments.ts';
import type { Db } from '../../db/db-handle.ts';
import { nextFolio } from './folio.ts';

export interface DocumentDraft {
  type: DocumentType;
  issuer: DocumentParty;
  receiver: DocumentParty;
  items: DocumentItem[];
  total: number;
}

export interface IssuedNumbering {
  folio: number;
  /** The tax service's tracking id, when a real DTE service issued it. */
  trackId: string | null;
  /** Runs after the document row exists, in the same transaction (e.g. queue its envío). */
  record?: (tx: Db, documentId: number) => Promise<void>;
  /** Which provider actually numbered it, when it differs from DteProvider.name. */
  provider?: string;
}

/** No folio could be taken (no CAF left): the payment stays approved, the document waits. */
export interface PendingNumbering {
  pending: string;
}

/**
 * Who numbers (and, for a real service, stamps and sends to the SII) a boleta. The local provider
 * numbers from the folio counter; a real DTE service would take folios from its CAF and return a
 * track id, behind this same interface.
 */
export interface DteProvider {
  readonly name: string;
  /** Runs inside the payment's transaction, so a failed payment leaves no folio behind. */
  issue: (
    tx: Db,
    draft: DocumentDraft,
    paymentId: number,
  ) => Promise<IssuedNumbering | PendingNumbering>;
  /** Runs in the annulment's transaction after the document is marked anulada (nota de crédito). */
  annul?: (tx: Db, documentId: number, reason: string) => Promise<void>;
}

export const localDteProvider: DteProvider = {
  name: 'local',
  issue: async (tx, draft) => ({ folio: await nextFolio(tx, draft.type), trackId: null }),
};
