import { eq } from 'drizzle-orm';
import { siiCafs, siiIssuer } from '../../db/schema/sii.ts';
import { parseCaf, type Caf } from '../sii-xml/caf.ts';
import { openPkcs12, type SigningCertificate } from '../sii-xml/certificate.ts';
import type { Db } from '../../db/db-handle.ts';
import { openBytes, openCertificate, resolveSiiKey } from './sii-secret.ts';

export type SiiIssuerRow = typeof siiIssuer.$inferSelect;

/**
 * Opened certificates and CAFs, kept per process: opening a PKCS#12 costs tens of ms and would
 * otherwise be paid on every payment. Keyed by what changes them (the issuer row's updated_at,
 * the CAF id), so an upload elsewhere is picked up on the next issue.
 */
export class SiiMaterialCache {
  private key: Buffer | undefined;
  private certificate: { stamp: number; value: SigningCertificate } | undefined;
  private readonly cafs = new Map<number, Caf>();

  async secretKey(db: Db): Promise<Buffer> {
    this.key ??= await resolveSiiKey(db);
    return this.key;
  }

  /** The issuer's SII row with an opened certificate, or null when signing is not set up. */
  async signer(db: Db): Promise<{ issuer: SiiIssuerRow; certificate: SigningCertificate } | null> {
    const [issuer] = await db.select().from(siiIssuer).where(eq(siiIssuer.id, 1));
    if (!issuer?.certificateSealed) return null;
    const stamp = issuer.updatedAt.getTime();
    if (this.certificate?.stamp !== stamp) {
      const { p12, password } = openCertificate(await this.secretKey(db), issuer.certificateSealed);
      // Checked for expiry when uploaded; here only opened (an expired one still signs the
      // documents the SII will then reject with its reason, which the outbox shows).
      this.certificate = { stamp, value: openPkcs12(p12, password, issuer.updatedAt) };
    }
    return { issuer, certificate: this.certificate.value };
  }

  async caf(db: Db, cafId: number): Promise<Caf> {
    const cached = this.cafs.get(cafId);
    if (cached) return cached;
    const [row] = await db
      .select({ sealed: siiCafs.cafSealed })
      .from(siiCafs)
      .where(eq(siiCafs.id, cafId));
    if (!row) throw new Error(`CAF ${cafId} not found`);
    const caf = parseCaf(openBytes(await this.secretKey(db), row.sealed).toString('utf8'));
    this.cafs.set(cafId, caf);
    return caf;
  }
}
