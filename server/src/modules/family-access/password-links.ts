import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordPolicy } from '../../auth/password-policy.ts';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { badRequest } from '../../http/http-error.ts';
import { revokeUserSessions } from '../auth/repository.ts';
import { displayName } from '../portal/user-by-rut.ts';
import { findLink, type LinkRow, stateOf } from './account-links.ts';
import { loginNameOf, type Person, personColumns, sendAccountLink } from './invite.ts';
import { familyAccessTexts as texts } from './texts.ts';

/**
 * "¿Olvidaste tu contraseña?": a reset link to the person's address when the RUT is an active
 * account with an e-mail; nothing otherwise. The caller answers the same text either way.
 */
export const requestReset = async (
  db: Db,
  rut: string,
  publicUrl: string,
  now = new Date(),
): Promise<void> => {
  const [person] = await selectRows<Person>(
    db,
    sql`select ${personColumns} from users u where u.rut = ${rut}`,
  );
  if (!person || !person.active || !person.email) return;
  await db.transaction((tx) =>
    sendAccountLink(tx, person, 'restablecer', {
      publicUrl,
      createdBy: null,
      authorName: 'Sistema',
      now,
    }),
  );
};

const messageOf = (state: 'vencido' | 'usado') => texts[state];

/** What the set-password page shows before asking for the password. */
export const checkLink = async (db: Db, token: string, now = new Date()) => {
  const link = await findLink(db, token);
  if (!link) throw badRequest(texts.invalid, 'token');
  const state = stateOf(link, now);
  if (state !== 'vigente')
    return { state, kind: null, displayName: null, username: null, message: messageOf(state) };
  return {
    state,
    kind: link.kind,
    displayName: displayName(link.first_name, link.last_name),
    username: loginNameOf(link),
    message: null,
  };
};

const refuse = (link: LinkRow | undefined, now: Date) => {
  if (!link) return badRequest(texts.invalid, 'token');
  const state = stateOf(link, now);
  return state === 'vigente' ? null : badRequest(messageOf(state), 'token');
};

/**
 * Sets the password with a link, once: the link row is locked, checked and marked used in the same
 * transaction as the new hash, so two tabs cannot both use it. The new hash changes the password
 * stamp, which kills every other link of the person; every open session ends.
 */
export const setPassword = async (db: Db, token: string, password: string, now = new Date()) => {
  const early = await findLink(db, token);
  const refused = refuse(early, now);
  if (refused) throw refused;
  if (early)
    assertPasswordPolicy(
      password,
      { username: early.username, rut: early.rut, names: [early.first_name, early.last_name] },
      'password',
    );
  // argon2 outside the transaction: it takes a while and needs no lock.
  const passwordHash = await hashPassword(password);
  const username = await db.transaction(async (tx) => {
    const link = await findLink(tx, token, true);
    const again = refuse(link, now);
    if (again || !link) throw again ?? badRequest(texts.invalid, 'token');
    // A person who never had a password logs in with their RUT (unless someone else already uses it as username).
    const [taken] = link.rut
      ? await selectRows<{ id: number }>(
          tx,
          sql`select id from users where lower(username) = lower(${link.rut}) and id <> ${link.user_id}`,
        )
      : [];
    const login = link.password_hash === null && link.rut && !taken ? link.rut : link.username;
    await tx.execute(
      sql`update users set password_hash = ${passwordHash}, username = ${login}, updated_at = now() where id = ${link.user_id}`,
    );
    await tx.execute(
      sql`update account_links set used_at = ${now.toISOString()} where id = ${link.id}`,
    );
    await writeAudit(tx, {
      userId: link.user_id,
      entity: 'user',
      entityId: link.user_id,
      action: link.kind === 'invitacion' ? 'activar_cuenta' : 'restablecer_clave',
    });
    return login;
  });
  if (early) await revokeUserSessions(db, Number(early.user_id));
  return { ok: true as const, username, message: texts.passwordSet };
};
