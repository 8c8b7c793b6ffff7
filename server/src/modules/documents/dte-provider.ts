import type { DocumentItem, DocumentParty, DocumentType } from '../../db/schema/payments.ts';
import type { Db } from '../payments/db-handle.ts';
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
}

/**
 * Who numbers (and, for a real service, stamps and sends to the SII) a boleta. The local provider
 * numbers from the folio counter; a real DTE service would take folios from its CAF and return a
 * track id, behind this same interface.
 */
export interface DteProvider {
  readonly name: string;
  /** Runs inside the payment's transaction, so a failed payment leaves no folio behind. */
  issue: (tx: Db, draft: DocumentDraft) => Promise<IssuedNumbering>;
}

export const localDteProvider: DteProvider = {
  name: 'local',
  issue: async (tx, draft) => ({ folio: await nextFolio(tx, draft.type), trackId: null }),
};
