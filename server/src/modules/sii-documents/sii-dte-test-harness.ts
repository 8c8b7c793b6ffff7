import { sql } from 'drizzle-orm';
import type { SigningCertificate } from '../sii-xml/certificate.ts';
import { sendSiiEnvios } from './send-envios.ts';
import { createSiiClient } from './sii-client.ts';
import type { SiiClient } from './sii-service.ts';
import { startSiiApp, type SiiTestApp } from './sii-test-harness.ts';

export interface DteTestKit {
  t: SiiTestApp;
  certificate: SigningCertificate;
  /** The product's client against the app's simulator, signing with this certificate. */
  clientFor: (certificate: () => Promise<SigningCertificate>) => SiiClient;
  client: SiiClient;
  /** One run of the envío job, by default later than every backoff. */
  send: (client?: SiiClient, at?: Date) => ReturnType<typeof sendSiiEnvios>;
  later: (ms?: number) => Date;
  /** Sets the job's clock (after a simulated crash). */
  setClock: (at: number) => Date;
  /** A paid charge whose boleta went to the SII, then annulled: its nota de crédito is pending. */
  annulled: () => Promise<{ documentId: number; folio: number }>;
  creditNote: (documentId: number) => Promise<CreditNoteEnvio>;
  /** `Service.operation` of the simulator's DTE service calls from this index on. */
  calls: (from: number) => string[];
}

interface CreditNoteEnvio {
  id: number;
  state: string;
  reason: string | null;
  track_id: string | null;
  folio: number;
  claimed_at: Date | null;
}

/** The app on a port the system chooses, issuer set up with CAFs 41 and 61, and its client. */
export const startDteKit = async (charges: number): Promise<DteTestKit> => {
  const t = await startSiiApp(0, charges);
  await t.setUpIssuer({ number: 0, date: '2026-01-02' }, [
    [41, 1, 100],
    [61, 1, 100],
  ]);
  const certificate = t.signingCertificate();
  const clientFor: DteTestKit['clientFor'] = (cert) =>
    createSiiClient({
      environment: 'simulator',
      simulatorUrl: () => `${t.origin}/sii-sim`,
      certificate: cert,
    });
  const client = clientFor(async () => certificate);
  let clock = Date.now();
  const later = (ms = 2 * 3_600_000) => new Date((clock += ms));
  const send: DteTestKit['send'] = (with_ = client, at = later()) =>
    sendSiiEnvios(t.database.db, with_, at);
  const creditNote = async (documentId: number) =>
    (
      await t.rows<CreditNoteEnvio>(
        sql`select id, state, reason, track_id, folio, claimed_at from sii_envios where document_id = ${documentId} and dte_type = 61`,
      )
    )[0]!;
  let charge = 0;
  const annulled = async () => {
    const documentId = (await t.pay([t.openCharges[charge++]!])).json.document.id as number;
    await send();
    const [doc] = await t.rows<{ payment_id: number }>(
      sql`select payment_id from documents where id = ${documentId}`,
    );
    const annul = await t.api('admin', 'POST', '/api/v1/annulPayment', {
      id: doc!.payment_id,
      reason: 'Pago duplicado',
    });
    if (annul.status !== 200) throw new Error(`annulPayment answered ${annul.status}`);
    return { documentId, folio: (await creditNote(documentId)).folio };
  };
  return {
    t,
    certificate,
    clientFor,
    client,
    send,
    later,
    setClock: (at) => new Date((clock = at)),
    annulled,
    creditNote,
    calls: (from) => t.sim.dteCalls.slice(from).map((c) => `${c.service}.${c.operation}`),
  };
};
