import { and, eq, isNotNull } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { autopayEnrolments, autopayWards } from '../../db/schema/autopay.ts';
import { WebpayRejection } from '../payments/provider/webpay-provider.ts';
import { type AutopayContext, santiagoDate } from './autopay-context.ts';
import {
  endEnrolment,
  type EnrolmentRow,
  findActiveEnrolment,
  findEnrolmentByToken,
} from './enrolment-repository.ts';
import { removeAtTransbank } from './enrolment-service.ts';
import { open, seal } from './secret-box.ts';

export type ReturnOutcome = {
  result: 'activa' | 'rechazada' | 'no_encontrada' | 'error';
  payerId?: number;
  createdBy?: number | null;
};

/** What Transbank's finish answered about an approved card. */
interface FinishedCard {
  tbkUser: string;
  cardType: string | null;
  cardLast4: string | null;
}

/** Where a kill -9 test stops the process (enrolment-crash.test.ts). */
export type FinishStep = 'finished' | 'stored';

/**
 * Transbank's return with TBK_TOKEN: finish the inscription and, when approved, activate the card
 * in one transaction that also removes the payer's previous card (deleted at Transbank after).
 *
 * Transbank answers a finish only once and has no call to find a card by username, so its
 * tbk_user is sealed onto the pending enrolment by one UPDATE right after the answer, before
 * anything else. A process killed after that write leaves a recoverable enrolment: the payer's
 * reload of the return, or the `autopay.enrolments` job, activates it (or removes the card at
 * Transbank when it cannot be kept). The only window left is between Transbank's answer and that
 * one UPDATE (docs/autopay.md).
 */
export const finishReturn = async (
  ctx: AutopayContext,
  token: string,
  now = new Date(),
  checkpoint?: (step: FinishStep) => void,
): Promise<ReturnOutcome> => {
  const enrolment = await findEnrolmentByToken(ctx.db, token);
  if (!enrolment || enrolment.state !== 'pendiente') return { result: 'no_encontrada' };
  const base = { payerId: enrolment.payerId, createdBy: enrolment.createdBy };
  if (enrolment.tbkUserEnc) {
    // Finished at Transbank by a process that died before activating it: resume from the stored card.
    return activate(
      ctx,
      enrolment,
      {
        tbkUser: open(ctx.key, enrolment.tbkUserEnc),
        cardType: enrolment.cardType,
        cardLast4: enrolment.cardLast4,
      },
      now,
    );
  }
  let finished;
  try {
    finished = await ctx.provider.finish(token);
  } catch (error) {
    ctx.log.warn({ err: error, enrolmentId: enrolment.id }, 'Oneclick no terminó la inscripción');
    if (error instanceof WebpayRejection) await endEnrolment(ctx.db, enrolment.id, null);
    return { ...base, result: error instanceof WebpayRejection ? 'rechazada' : 'error' };
  }
  if (finished.response_code !== 0 || !finished.tbk_user) {
    await endEnrolment(ctx.db, enrolment.id, null);
    return { ...base, result: 'rechazada' };
  }
  checkpoint?.('finished');
  const card: FinishedCard = {
    tbkUser: finished.tbk_user,
    cardType: finished.card_type?.slice(0, 20) ?? null,
    cardLast4: finished.card_number?.replace(/\D/g, '').slice(-4) ?? null,
  };
  await ctx.db
    .update(autopayEnrolments)
    .set({
      tbkUserEnc: seal(ctx.key, card.tbkUser),
      cardType: card.cardType,
      cardLast4: card.cardLast4,
    })
    .where(and(eq(autopayEnrolments.id, enrolment.id), eq(autopayEnrolments.state, 'pendiente')));
  checkpoint?.('stored');
  return activate(ctx, enrolment, card, now);
};

const activate = async (
  ctx: AutopayContext,
  enrolment: EnrolmentRow,
  card: FinishedCard,
  now: Date,
): Promise<ReturnOutcome> => {
  const base = { payerId: enrolment.payerId, createdBy: enrolment.createdBy };
  const previous = await findActiveEnrolment(ctx.db, enrolment.payerId);
  try {
    await ctx.db.transaction(async (tx) => {
      if (previous) await endEnrolment(tx, previous.id, enrolment.createdBy);
      await tx
        .update(autopayEnrolments)
        .set({
          state: 'activa',
          token: null,
          tbkUserEnc: seal(ctx.key, card.tbkUser),
          cardType: card.cardType,
          cardLast4: card.cardLast4,
          activeFrom: santiagoDate(now),
          activatedAt: now,
        })
        .where(
          and(eq(autopayEnrolments.id, enrolment.id), eq(autopayEnrolments.state, 'pendiente')),
        );
      await tx
        .update(autopayWards)
        .set({ active: true })
        .where(eq(autopayWards.enrolmentId, enrolment.id));
      await writeAudit(tx, {
        userId: enrolment.createdBy,
        entity: 'autopay',
        entityId: enrolment.id,
        action: 'inscribir',
        after: { payerId: enrolment.payerId, cardType: card.cardType, cardLast4: card.cardLast4 },
      });
    });
  } catch (error) {
    // A ward got covered by another payer's card meanwhile: this card is not kept anywhere.
    ctx.log.warn({ err: error, enrolmentId: enrolment.id }, 'no se pudo activar la inscripción');
    await endEnrolment(ctx.db, enrolment.id, null);
    await ctx.provider.remove(card.tbkUser, enrolment.username).catch(() => undefined);
    return { ...base, result: 'error' };
  }
  if (previous?.tbkUserEnc) await removeAtTransbank(ctx, previous.tbkUserEnc, previous.username);
  return { ...base, result: 'activa' };
};

/**
 * The `autopay.enrolments` job: inscriptions Transbank finished whose activation never happened
 * (the process died after storing the card, and the payer did not reload the return).
 */
export const finishLostReturns = async (ctx: AutopayContext, now = new Date()): Promise<number> => {
  const lost = await ctx.db
    .select({ token: autopayEnrolments.token })
    .from(autopayEnrolments)
    .where(
      and(
        eq(autopayEnrolments.state, 'pendiente'),
        isNotNull(autopayEnrolments.tbkUserEnc),
        isNotNull(autopayEnrolments.token),
      ),
    );
  let recovered = 0;
  for (const { token } of lost) {
    if ((await finishReturn(ctx, token!, now)).result === 'activa') recovered += 1;
  }
  return recovered;
};
