import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-handle.ts';
import { toLatin1 } from '../sii-xml/latin1.ts';
import { serviceFor } from './sii-client.ts';
import type { SiiClient } from './sii-service.ts';
import { yieldToRequests } from '../../jobs/yield-to-requests.ts';

/** A worker that claimed an envelope and vanished (kill -9) frees it after this long. */
export const CLAIM_STALE_MS = 5 * 60_000;
/** Batch per run: a month of 2,000 boletas is ~70 a day, so this empties any backlog quickly. */
const BATCH = 50;

/** Retry delay after the n-th failed attempt: 30 s, 1, 2, 4, ... min, at most an hour. */
export const backoffMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface EnvioCounts {
  sent: number;
  accepted: number;
  rejected: number;
  failed: number;
}

interface ClaimedRow {
  id: number;
  dte_type: number;
  folio: number;
  xml: string;
  attempts: number;
  /** The previous claim, when a worker died after claiming (maybe mid-upload). */
  previous_claim: Date | null;
  issuer_rut: string;
  sender_rut: string;
}

type Rows<T> = { rows: T[] };

/**
 * Claims due envelopes (committed before any upload: the claim survives a crash), so two
 * workers never upload the same one.
 */
const claim = async (db: Db, now: Date): Promise<ClaimedRow[]> => {
  const stale = new Date(now.getTime() - CLAIM_STALE_MS);
  const result = (await db.execute(sql`
    with due as (
      select e.id, e.claimed_at from sii_envios e
      where e.state = 'pendiente' and e.next_attempt_at <= ${now}
        and (e.claimed_at is null or e.claimed_at < ${stale})
      order by e.id limit ${BATCH} for update skip locked)
    update sii_envios e set claimed_at = ${now}, attempts = e.attempts + 1, updated_at = ${now}
    from due
    where e.id = due.id
    returning e.id, e.dte_type, e.folio, e.xml, e.attempts, due.claimed_at as previous_claim,
      (select rut from issuer_settings where id = 1) as issuer_rut,
      (select sender_rut from sii_issuer where id = 1) as sender_rut`)) as unknown as Rows<ClaimedRow>;
  return result.rows;
};

const markSent = (db: Db, id: number, trackId: string, now: Date) =>
  db.execute(sql`update sii_envios set state = 'enviado', track_id = ${trackId}, sent_at = ${now}, claimed_at = null, reason = null,
    next_attempt_at = ${new Date(now.getTime() + 5_000)}, updated_at = ${now} where id = ${id}`);

const markRegistered = (db: Db, id: number, now: Date) =>
  db.execute(sql`update sii_envios set state = 'aceptado', claimed_at = null, reason = null, sent_at = coalesce(sent_at, ${now}),
    updated_at = ${now} where id = ${id}`);

/**
 * Uploads pending envelopes, then asks the SII for the state of those sent. An envelope whose
 * earlier claim went stale is first looked up at the SII by folio, so a crash between the upload
 * and recording its track id never sends a document twice.
 */
export const sendSiiEnvios = async (
  db: Db,
  client: SiiClient,
  now: Date,
  /** Signs a stored envelope again when its certificate is no longer the issuer's (or null). */
  resign?: (xml: string) => Promise<string | null>,
): Promise<EnvioCounts> => {
  const counts: EnvioCounts = { sent: 0, accepted: 0, rejected: 0, failed: 0 };
  for (const row of await claim(db, now)) {
    await yieldToRequests();
    const service = serviceFor(client, row.dte_type);
    const ruts = { sender: row.sender_rut, company: row.issuer_rut };
    try {
      // A retry may follow an upload whose answer was lost (crash, timeout): ask the SII first,
      // and never upload (nor re-sign) what it already holds.
      const held =
        row.previous_claim || row.attempts > 1
          ? await service.known({ ...ruts, type: row.dte_type, folio: row.folio, xml: row.xml })
          : null;
      if (held && held.trackId === null) {
        // The SII reports the document registered (QueryEstDte), with no track id to ask about.
        await markRegistered(db, row.id, now);
        counts.accepted += 1;
        continue;
      }
      let xml = row.xml;
      if (!held) {
        const fresh = await resign?.(row.xml);
        if (fresh) {
          // Stored before the upload: what the SII gets is always what the XML download serves.
          await db.execute(
            sql`update sii_envios set xml = ${fresh}, updated_at = ${now} where id = ${row.id}`,
          );
          xml = fresh;
        }
      }
      const trackId = held?.trackId ?? (await service.upload(toLatin1(xml), ruts));
      await markSent(db, row.id, trackId, now);
      counts.sent += 1;
    } catch (error) {
      counts.failed += 1;
      await db.execute(sql`update sii_envios set claimed_at = null, reason = ${String((error as Error).message).slice(0, 500)},
        next_attempt_at = ${new Date(now.getTime() + backoffMs(row.attempts))}, updated_at = ${now} where id = ${row.id}`);
    }
  }
  const sent = (await db.execute(sql`
    select e.id, e.dte_type, e.track_id, e.folio, e.xml, e.attempts, (select rut from issuer_settings where id = 1) as issuer_rut,
      (select sender_rut from sii_issuer where id = 1) as sender_rut
    from sii_envios e where e.state = 'enviado' and e.next_attempt_at <= ${now} order by e.id limit ${BATCH}`)) as unknown as Rows<
    Pick<
      ClaimedRow,
      'id' | 'dte_type' | 'folio' | 'xml' | 'attempts' | 'issuer_rut' | 'sender_rut'
    > & {
      track_id: string;
    }
  >;
  for (const row of sent.rows) {
    try {
      const service = serviceFor(client, row.dte_type);
      const status = await service.status(row.track_id, row.issuer_rut, row.folio);
      if (!status.state) {
        await db.execute(
          sql`update sii_envios set next_attempt_at = ${new Date(now.getTime() + 30_000)}, updated_at = ${now} where id = ${row.id}`,
        );
        continue;
      }
      // A document rejected in this envío but held by the SII (DOK) was a repeated copy: an
      // upload retried before the SII had processed the first one. The first one counts.
      const ref = {
        company: row.issuer_rut,
        sender: row.sender_rut,
        type: row.dte_type,
        folio: row.folio,
        xml: row.xml,
      };
      if (status.state === 'rechazado' && (await service.known(ref))) {
        await markRegistered(db, row.id, now);
        counts.accepted += 1;
        continue;
      }
      await db.execute(
        sql`update sii_envios set state = ${status.state}, reason = ${status.reason}, updated_at = ${now} where id = ${row.id} and state = 'enviado'`,
      );
      if (status.state === 'rechazado') counts.rejected += 1;
      else counts.accepted += 1;
    } catch (error) {
      await db.execute(sql`update sii_envios set reason = ${String((error as Error).message).slice(0, 500)},
        next_attempt_at = ${new Date(now.getTime() + backoffMs(row.attempts))}, updated_at = ${now} where id = ${row.id}`);
    }
  }
  return counts;
};

/** An admin sends a rejected document again after fixing the cause. */
export const retryRejected = async (db: Db, id: number, now: Date): Promise<boolean> => {
  const result = (await db.execute(sql`
    update sii_envios set state = 'pendiente', track_id = null, claimed_at = null, attempts = 0, next_attempt_at = ${now}, updated_at = ${now}
    where id = ${id} and state = 'rechazado' returning id`)) as unknown as Rows<{ id: number }>;
  return result.rows.length > 0;
};
