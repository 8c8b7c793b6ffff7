import { eq } from 'drizzle-orm';
import { issuerSettings } from '../../db/schema/settings.ts';
import type { DocumentParty, DocumentType } from '../../db/schema/payments.ts';
import type { Db } from '../../db/db-handle.ts';

/**
 * Used only until an administrator fills in Parámetros Avanzados; the seed writes real issuer data,
 * so a fresh install never prints this.
 */
const FALLBACK_ISSUER: DocumentParty = {
  name: 'Academia (configure los datos del emisor)',
  rut: '76000000-0',
  giro: 'Enseñanza',
  address: 'Sin dirección',
  commune: 'Santiago',
};

export const loadIssuer = async (
  db: Db,
): Promise<{ issuer: DocumentParty; type: DocumentType }> => {
  const [row] = await db.select().from(issuerSettings).where(eq(issuerSettings.id, 1));
  if (!row) return { issuer: FALLBACK_ISSUER, type: 41 };
  return {
    issuer: {
      name: row.businessName,
      rut: row.rut,
      giro: row.giro,
      address: row.address,
      commune: row.comuna,
    },
    type: row.documentType === 39 ? 39 : 41,
  };
};
