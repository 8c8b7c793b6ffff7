import { randomBytes } from 'node:crypto';
import type { AutopayStatus } from '@academias/shared/contract/autopay';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import { autopayEnrolments, autopayWards } from '../../db/schema/autopay.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error.ts';
import { WebpayRejection } from '../payments/provider/webpay-provider.ts';
import { type AutopayContext, santiagoDate } from './autopay-context.ts';
import {
  eligibleWards,
  endEnrolment,
  findActiveEnrolment,
  findPayer,
  loadCards,
  type Payer,
  wardsCoveredByOthers,
} from './enrolment-repository.ts';
import { open } from './secret-box.ts';

/** Where Transbank sends the browser back after the inscription form. */
export const AUTOPAY_RETURN_PATH = '/api/v1/autopay/return';

const providerDown = () =>
  new HttpError(
    502,
    'No pudimos conectar con Webpay. No se inscribió ni eliminó ninguna tarjeta; inténtalo en unos minutos.',
    undefined,
    'proveedor',
  );

/** A family member acts only for themselves; an admin for anyone. Someone else's payer is a 404. */
const payerFor = async (
  ctx: AutopayContext,
  user: CurrentUser,
  payerId: number,
): Promise<Payer> => {
  const payer =
    user.role === 'admin' || payerId === user.id ? await findPayer(ctx.db, payerId) : undefined;
  if (!payer) throw notFound('No se encontró la persona.');
  return payer;
};

export const autopayStatus = async (
  ctx: AutopayContext,
  user: CurrentUser,
  payerId: number,
  now = new Date(),
): Promise<AutopayStatus> => {
  const payer = await payerFor(ctx, user, payerId);
  const active = await findActiveEnrolment(ctx.db, payer.id);
  const cards = active ? await loadCards(ctx.db, santiagoDate(now), [active.id]) : new Map();
  return {
    payerId: payer.id,
    payerName: payer.name,
    eligibleWards: await eligibleWards(ctx.db, payer),
    card: active ? (cards.get(active.id) ?? null) : null,
  };
};

/**
 * Starts an inscription at Transbank for the chosen wards. Nothing is covered until Transbank
 * confirms the card (finishReturn); a current card keeps charging until then.
 */
export const startEnrolment = async (
  ctx: AutopayContext,
  user: CurrentUser,
  input: { payerId: number; wardIds: number[] },
  origin: string,
) => {
  const payer = await payerFor(ctx, user, input.payerId);
  const eligible = new Set((await eligibleWards(ctx.db, payer)).map((w) => w.id));
  const wardIds = [...new Set(input.wardIds)];
  if (wardIds.some((id) => !eligible.has(id)))
    throw badRequest('wardIds: uno o más alumnos no están a cargo de esta persona', 'wardIds');
  if ((await wardsCoveredByOthers(ctx.db, payer.id, wardIds)).length > 0) {
    throw conflict(
      'Uno o más alumnos ya se pagan automáticamente con la tarjeta de otra persona.',
      'wardIds',
    );
  }
  const email = payer.email;
  if (!email)
    throw badRequest(
      'payerId: la persona necesita un correo registrado para inscribir una tarjeta',
      'payerId',
    );
  const username = `ap${payer.id}-${randomBytes(6).toString('hex')}`;
  let started: { token: string; url_webpay: string };
  try {
    started = await ctx.provider.start(username, email, `${origin}${AUTOPAY_RETURN_PATH}`);
  } catch (error) {
    ctx.log.error({ err: error, payerId: payer.id }, 'Oneclick no inició la inscripción');
    throw providerDown();
  }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(autopayEnrolments)
      .values({ payerId: payer.id, username, email, token: started.token, createdBy: user.id })
      .returning({ id: autopayEnrolments.id });
    if (!row) throw new Error('enrolment insert returned no row');
    await tx
      .insert(autopayWards)
      .values(wardIds.map((studentId) => ({ enrolmentId: row.id, studentId, active: false })));
  });
  return { token: started.token, url: started.url_webpay };
};

export const removeAtTransbank = async (
  ctx: AutopayContext,
  sealed: string,
  username: string,
): Promise<void> => {
  try {
    await ctx.provider.remove(open(ctx.key, sealed), username);
  } catch (error) {
    // Already gone there (404) is what we want; anything else is logged: the card is no longer used.
    if (!(error instanceof WebpayRejection && error.httpStatus === 404))
      ctx.log.error({ err: error }, 'Oneclick no eliminó una tarjeta reemplazada');
  }
};

/** Removes the payer's card: at Transbank first (a failure there changes nothing here), then here. */
export const removeEnrolment = async (
  ctx: AutopayContext,
  user: CurrentUser,
  payerId: number,
): Promise<void> => {
  const payer = await payerFor(ctx, user, payerId);
  const active = await findActiveEnrolment(ctx.db, payer.id);
  if (!active?.tbkUserEnc)
    throw notFound('Esta persona no tiene una tarjeta inscrita para pago automático.');
  try {
    await ctx.provider.remove(open(ctx.key, active.tbkUserEnc), active.username);
  } catch (error) {
    if (!(error instanceof WebpayRejection && error.httpStatus === 404)) {
      ctx.log.error({ err: error, enrolmentId: active.id }, 'Oneclick no eliminó la inscripción');
      throw providerDown();
    }
  }
  await ctx.db.transaction(async (tx) => {
    const ended = await endEnrolment(tx, active.id, user.id);
    if (!ended) throw conflict('La tarjeta ya fue eliminada.');
    await writeAudit(tx, {
      userId: user.id,
      entity: 'autopay',
      entityId: active.id,
      action: 'eliminar',
      before: { payerId: payer.id },
    });
  });
};
