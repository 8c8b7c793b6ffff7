import { eq } from 'drizzle-orm';
import { emailBounces } from '../db/schema/reminders.ts';
import type { Db } from '../db/db-handle.ts';

/**
 * RCPT replies that say the address itself is wrong (RFC 5321 §4.2.2: 550 mailbox unavailable,
 * 551 user not local, 552 storage exceeded, 553 mailbox name not allowed). Other 5xx (530/535
 * authentication, 554 content) are about our server or the message, so the address stays usable.
 */
export const isAddressRefusal = (responseCode: number | undefined): boolean =>
  responseCode !== undefined && responseCode >= 550 && responseCode <= 553;

/** Marks the address as bouncing: every later send skips it until an admin clears it. */
export const recordBounce = (db: Db, email: string, reason: string, outboxId: number) =>
  db
    .insert(emailBounces)
    .values({ email: email.toLowerCase(), reason, outboxId })
    .onConflictDoNothing();

export const isBounced = async (db: Db, email: string) =>
  (
    await db
      .select({ email: emailBounces.email })
      .from(emailBounces)
      .where(eq(emailBounces.email, email.toLowerCase()))
  ).length > 0;
