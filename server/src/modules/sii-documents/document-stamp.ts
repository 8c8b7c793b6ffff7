import { and, eq, inArray } from 'drizzle-orm';
import { siiEnvios, siiIssuer } from '../../db/schema/sii.ts';
import type { Db } from '../../db/db-handle.ts';
import { timbrePng } from './timbre-image.ts';

/** What a boleta's PDF prints when it was issued at the SII. */
export interface DocumentStamp {
  png: Buffer;
  resolution: { number: number; year: string };
  testMaterial: boolean;
  /** The nota de crédito that cancels it, if any. */
  creditNoteFolio: number | null;
}

/**
 * The timbre image and resolución of a document issued at the SII (type 61: the nota de crédito
 * that cancels it, with its folio and date); null for a local one or a missing nota de crédito.
 */
export const loadDocumentStamp = async (
  db: Db,
  documentId: number,
  type: number,
): Promise<(DocumentStamp & { folio: number; issuedAt: Date }) | null> => {
  const envios = await db
    .select({
      type: siiEnvios.dteType,
      folio: siiEnvios.folio,
      ted: siiEnvios.ted,
      issuedAt: siiEnvios.createdAt,
    })
    .from(siiEnvios)
    .where(and(eq(siiEnvios.documentId, documentId), inArray(siiEnvios.dteType, [type, 61])));
  const own = envios.find((e) => e.type === type);
  if (!own) return null;
  const [issuer] = await db.select().from(siiIssuer).where(eq(siiIssuer.id, 1));
  return {
    folio: own.folio,
    issuedAt: own.issuedAt,
    png: await timbrePng(own.ted),
    resolution: {
      number: issuer?.resolutionNumber ?? 0,
      year: (issuer?.resolutionDate ?? '').slice(0, 4),
    },
    testMaterial: issuer?.testMaterial === 1,
    creditNoteFolio: envios.find((e) => e.type === 61)?.folio ?? null,
  };
};
