import { and, eq } from 'drizzle-orm';
import { documents } from '../../db/schema/payments.ts';
import { siiEnvios, siiPendingDocuments } from '../../db/schema/sii.ts';
import {
  localDteProvider,
  type DocumentDraft,
  type DteProvider,
} from '../documents/dte-provider.ts';
import { NO_FOLIOS_MESSAGE } from '../documents/no-folios.ts';
import type { Db } from '../../db/db-handle.ts';
import type { Caf, SiiDocumentType } from '../sii-xml/caf.ts';
import type { SigningCertificate } from '../sii-xml/certificate.ts';
import type { DteIssuer } from '../sii-xml/dte-document.ts';
import { buildEnvelope, signDte } from '../sii-xml/envelope.ts';
import { siiDate } from '../sii-xml/xml-text.ts';
import { SiiMaterialCache, type SiiIssuerRow } from './sii-material.ts';
import { takeFolio } from './take-folio.ts';

export const NO_CREDIT_NOTE_FOLIOS =
  'No quedan folios de nota de crédito (CAF tipo 61): la boleta quedó anulada y la nota de crédito se emitirá al cargar un CAF tipo 61.';

const itemName = (item: DocumentDraft['items'][number]): string =>
  item.period ? `${item.description} ${item.period}` : item.description;

const dteIssuer = (draft: Pick<DocumentDraft, 'issuer'>, sii: SiiIssuerRow): DteIssuer => ({
  rut: draft.issuer.rut,
  name: draft.issuer.name,
  giro: draft.issuer.giro ?? 'Enseñanza',
  acteco: sii.acteco,
  address: draft.issuer.address ?? 'Sin dirección',
  commune: draft.issuer.commune ?? 'Santiago',
});

const sender = (
  draft: Pick<DocumentDraft, 'issuer'>,
  sii: SiiIssuerRow,
  certificate: SigningCertificate,
) => ({
  issuerRut: draft.issuer.rut,
  senderRut: sii.senderRut,
  resolution: { number: sii.resolutionNumber, date: sii.resolutionDate },
  certificate,
});

/** The signed EnvioBOLETA of one boleta (also used to sign the demo's seeded boletas). */
export const signedBoleta = (
  doc: Pick<DocumentDraft, 'type' | 'issuer' | 'receiver' | 'items'> & {
    folio: number;
    issuedAt: Date;
  },
  signer: { issuer: SiiIssuerRow; certificate: SigningCertificate },
  caf: Caf,
): { xml: string; ted: string } => {
  const signed = signDte(
    {
      type: doc.type,
      folio: doc.folio,
      issuedAt: doc.issuedAt,
      issuer: dteIssuer(doc, signer.issuer),
      receiver: {
        rut: doc.receiver.rut,
        name: doc.receiver.name,
        address: doc.receiver.address,
        commune: doc.receiver.commune,
      },
      items: doc.items.map((item) => ({
        name: itemName(item),
        amount: item.amount,
        exempt: item.exempt,
      })),
      caf,
    },
    signer.certificate,
  );
  const xml = buildEnvelope(
    'boleta',
    [{ type: doc.type, xml: signed.dte }],
    sender(doc, signer.issuer, signer.certificate),
    doc.issuedAt,
  );
  return { xml, ted: signed.ted };
};

/**
 * Issues SII documents: folio from the CAF, timbre, signatures and the signed envelope, all in
 * the payment's transaction; the envelope is queued in sii_envios for the envío job. Until the
 * certificate is loaded it numbers locally, as before (a local representation without timbre).
 */
export const createSiiDteProvider = (cache = new SiiMaterialCache()): DteProvider => ({
  name: 'sii',
  issue: async (tx, draft, paymentId) => {
    const signer = await cache.signer(tx);
    if (!signer)
      return {
        ...(await localDteProvider.issue(tx, draft, paymentId)),
        provider: localDteProvider.name,
      };
    const taken = await takeFolio(tx, draft.type);
    if (!taken) return { pending: NO_FOLIOS_MESSAGE };
    const caf = await cache.caf(tx, taken.cafId);
    const { xml, ted } = signedBoleta(
      { ...draft, folio: taken.folio, issuedAt: new Date() },
      signer,
      caf,
    );
    return {
      folio: taken.folio,
      trackId: null,
      record: async (inner, documentId) => {
        await inner
          .insert(siiEnvios)
          .values({ documentId, dteType: draft.type, folio: taken.folio, xml, ted });
      },
    };
  },
  annul: async (tx, documentId, reason) => issueCreditNote(tx, cache, documentId, reason),
});

/**
 * The nota de crédito (61, CodRef 1 "anula documento") of a boleta that went to the SII. A
 * boleta numbered locally (before the SII was set up) has nothing to cancel there.
 */
export const issueCreditNote = async (
  tx: Db,
  cache: SiiMaterialCache,
  documentId: number,
  reason: string,
): Promise<void> => {
  const [boleta] = await tx
    .select()
    .from(siiEnvios)
    .where(and(eq(siiEnvios.documentId, documentId)));
  if (!boleta || boleta.dteType === 61) return;
  const existing = await tx
    .select({ id: siiEnvios.id })
    .from(siiEnvios)
    .where(and(eq(siiEnvios.documentId, documentId), eq(siiEnvios.dteType, 61)));
  if (existing.length > 0) return;
  const signer = await cache.signer(tx);
  const [document] = await tx.select().from(documents).where(eq(documents.id, documentId));
  if (!signer || !document) return;
  const taken = await takeFolio(tx, 61);
  if (!taken) {
    // The annulment (and any refund already made) stands; the nota de crédito waits for a CAF.
    await tx
      .insert(siiPendingDocuments)
      .values({ paymentId: document.paymentId, type: 61, message: NO_CREDIT_NOTE_FOLIOS })
      .onConflictDoNothing();
    return;
  }
  const issuedAt = new Date();
  const signed = signDte(
    {
      type: 61 as SiiDocumentType,
      folio: taken.folio,
      issuedAt,
      issuer: dteIssuer(document, signer.issuer),
      receiver: {
        rut: document.receiver.rut,
        name: document.receiver.name,
        address: document.receiver.address,
        commune: document.receiver.commune,
      },
      items: document.items.map((item) => ({
        name: itemName(item),
        amount: item.amount,
        exempt: item.exempt,
      })),
      reference: {
        type: document.type,
        folio: document.folio,
        date: siiDate(document.issuedAt),
        reason,
      },
      caf: await cache.caf(tx, taken.cafId),
    },
    signer.certificate,
  );
  const xml = buildEnvelope(
    'dte',
    [{ type: 61, xml: signed.dte }],
    sender(document, signer.issuer, signer.certificate),
    issuedAt,
  );
  await tx
    .insert(siiEnvios)
    .values({ documentId, dteType: 61, folio: taken.folio, xml, ted: signed.ted });
};
