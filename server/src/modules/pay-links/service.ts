import {
  PAY_LINK_FRAGMENT,
  type PayLink,
  type PayLinkState,
} from '@academias/shared/contract/pay-links';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { payLinkHolder } from '../portal/hold-tag.ts';
import { findPayerById } from '../portal/user-by-rut.ts';
import { payLinkExpiresAt, readPayLink, signPayLink } from './pay-link-token.ts';
import { payLinkTexts } from './texts.ts';

export interface PayLinkSigner {
  /** The app's session key (`app.jwtSecret`); pay links sign with a key derived from it. */
  secret: Uint8Array;
  /** The app's public origin (`publicUrl(app.env)`), without a trailing slash. */
  publicUrl: string;
}

/**
 * A payer's personal pay link: the portal with them and their wards' open charges already shown.
 * Other modules use it for `{{link_pago}}` in e-mails and reminders; it writes nothing, so one per
 * recipient of a large send costs only an HMAC.
 */
export const buildPayLink = (signer: PayLinkSigner, userId: number, now = Date.now()): PayLink => {
  const token = signPayLink(signer.secret, { userId, issuedAt: now });
  return {
    url: `${signer.publicUrl.replace(/\/+$/, '')}/client/payments#${PAY_LINK_FRAGMENT}=${token}`,
    expiresAt: payLinkExpiresAt(now).toISOString(),
  };
};

const revokedBefore = async (db: Db, userId: number): Promise<number | null> => {
  const [row] = await selectRows<{ at: string | Date }>(
    db,
    sql`select revoked_before as at from pay_link_revocations where user_id = ${userId}`,
  );
  return row ? new Date(row.at).getTime() : null;
};

type Opened = {
  state: PayLinkState;
  message: string | null;
  lookup: Awaited<ReturnType<typeof findPayerById>> | null;
};
const closed = (state: Exclude<PayLinkState, 'vigente'>): Opened => ({
  state,
  message: payLinkTexts[state],
  lookup: null,
});

/** What the portal shows for a link: the RUT search's answer, or why the link cannot be used. */
export const openPayLink = async (
  db: Db,
  secret: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<Opened> => {
  const claims = readPayLink(secret, token);
  if (!claims) throw badRequest(payLinkTexts.invalid, 'token');
  if (payLinkExpiresAt(claims.issuedAt).getTime() <= now) return closed('vencido');
  const revoked = await revokedBefore(db, claims.userId);
  if (revoked !== null && claims.issuedAt < revoked) return closed('revocado');
  // Every pay link of the payer (and their login, which opens one) is the same payer for holds.
  const lookup = await findPayerById(db, secret, claims.userId, payLinkHolder(claims.userId)).catch(
    (error: unknown) => {
      // Archived or disabled since the link was sent: the link no longer leads anywhere.
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    },
  );
  if (!lookup) return closed('revocado');
  if (lookup.people.every((p) => p.charges.length === 0)) return closed('pagado');
  return { state: 'vigente', message: null, lookup };
};

/** A student or guardian (not archived) for whom an admin may make or revoke links. */
const assertPayer = async (db: Db, userId: number) => {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where id = ${userId} and type >= 2 and archived_at is null`,
  );
  if (!row) throw notFound(payLinkTexts.noPayer);
};

export const createPayLinkFor = async (
  db: Db,
  signer: PayLinkSigner,
  userId: number,
  now = Date.now(),
) => {
  await assertPayer(db, userId);
  return buildPayLink(signer, userId, now);
};

/** Every link of the person made before now stops working; the next one made works again. */
export const revokePayLinksOf = async (
  db: Db,
  adminId: number,
  userId: number,
  now = new Date(),
) => {
  await assertPayer(db, userId);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into pay_link_revocations (user_id, revoked_before, revoked_by) values (${userId}, ${now.toISOString()}, ${adminId})
          on conflict (user_id) do update set revoked_before = excluded.revoked_before, revoked_by = excluded.revoked_by`,
    );
    await writeAudit(tx, {
      userId: adminId,
      entity: 'pay_link',
      entityId: userId,
      action: 'revocar',
      after: { revokedBefore: now.toISOString() },
    });
  });
  return { ok: true as const, message: payLinkTexts.revoked };
};
