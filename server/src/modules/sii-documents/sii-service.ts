import type { SigningCertificate } from '../sii-xml/certificate.ts';

/*
 * What the envío job asks of the SII, whichever of its services a document goes through
 * (sii-client.ts: boletas by REST, notas de crédito by the classic DTE services).
 */

export type SiiEnvironment = 'simulator' | 'certificacion' | 'produccion';

export interface SiiStatus {
  /** null while the SII is still processing. */
  state: 'aceptado' | 'aceptado_reparos' | 'rechazado' | null;
  reason: string | null;
}

/** A document the SII already holds: its track id, or null when it only reports it registered. */
export interface SiiHeld {
  trackId: string | null;
}

/** Enough of a stored envelope to ask the SII about its document after a crash. */
export interface SiiDocumentRef {
  company: string;
  sender: string;
  type: number;
  folio: number;
  xml: string;
}

/** One SII service: boletas go to the REST service, notas de crédito to the DTE services. */
export interface SiiService {
  upload: (envelope: Buffer, ruts: { sender: string; company: string }) => Promise<string>;
  status: (trackId: string, company: string, folio: number) => Promise<SiiStatus>;
  /** Whether the SII already holds the document (asked before sending again after a crash). */
  known: (document: SiiDocumentRef) => Promise<SiiHeld | null>;
}

export interface SiiClient {
  boleta: SiiService;
  dte: SiiService;
}

export interface SiiClientOptions {
  environment: SiiEnvironment;
  simulatorUrl: () => string;
  certificate: () => Promise<SigningCertificate>;
  timeoutMs?: number;
}
