import type { EnvelopeCheck } from './verify-envelope.ts';

/** How the simulator behaves; tests and the admin change it at run time. */
export interface SiiSimControl {
  mode: 'normal' | 'down' | 'slow' | 'reject';
  slowMs: number;
}

interface Received {
  trackId: string;
  rut: string;
  kind: 'boleta' | 'dte';
  documents: { type: number; folio: number; error: string | null }[];
  error: string | null;
  errorKind: EnvelopeCheck['errorKind'];
  /** State queries answered so far (QueryEstUp reports SOK before EPR). */
  queries: number;
  receivedAt: Date;
}

/** One call to the classic DTE services, as received (tests read the protocol from here). */
export interface DteServiceCall {
  service: string;
  operation: string;
  params: Record<string, string>;
  cookie?: string;
}

/** What the simulator holds, in memory (a restart forgets it, like a fresh certification SII). */
export interface SiiSimState {
  control: SiiSimControl;
  seeds: Set<string>;
  tokens: Set<string>;
  /** The classic DTE services' own semillas and tokens (CrSeed / GetTokenFromSeed). */
  dteSeeds: Set<string>;
  dteTokens: Set<string>;
  dteCalls: DteServiceCall[];
  envios: Map<string, Received>;
  /** `rut-type-folio` -> trackId: every document ever received, to tell duplicates. */
  byFolio: Map<string, string>;
  uploads: number;
}

export const createSiiSimState = (control: Partial<SiiSimControl> = {}): SiiSimState => ({
  control: { mode: 'normal', slowMs: 15_000, ...control },
  seeds: new Set(),
  tokens: new Set(),
  dteSeeds: new Set(),
  dteTokens: new Set(),
  dteCalls: [],
  envios: new Map(),
  byFolio: new Map(),
  uploads: 0,
});
