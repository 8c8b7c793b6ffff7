import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../../auth/tokens.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';

export type AccountLinkKind = 'invitacion' | 'restablecer';

/** Invitations wait for the person a week; a reset someone just asked for lasts two hours. */
export const LINK_LIFETIME_MS: Record<AccountLinkKind, number> = {
  invitacion: 7 * 86_400_000,
  restablecer: 2 * 3_600_000,
};

/** A fingerprint of the password hash (or of "no password"): a link made before a change no longer matches. */
export const passwordStamp = (passwordHash: string | null) =>
  createHash('sha256')
    .update(`pw:${passwordHash ?? ''}`)
    .digest('hex');

/** Makes a link and returns the token, which is only ever in the e-mail (the table keeps its hash). */
export const createAccountLink = async (
  tx: Db | Tx,
  link: {
    userId: number;
    kind: AccountLinkKind;
    passwordHash: string | null;
    createdBy: number | null;
    now: Date;
  },
): Promise<string> => {
  const token = newOpaqueToken();
  const expires = new Date(link.now.getTime() + LINK_LIFETIME_MS[link.kind]);
  await tx.execute(
    sql`insert into account_links (user_id, kind, token_hash, password_stamp, created_by, created_at, expires_at)
        values (${link.userId}, ${link.kind}, ${hashToken(token)}, ${passwordStamp(link.passwordHash)}, ${link.createdBy},
                ${link.now.toISOString()}, ${expires.toISOString()})`,
  );
  return token;
};

export interface LinkRow {
  id: number;
  user_id: number;
  kind: AccountLinkKind;
  password_stamp: string;
  expires_at: string | Date;
  used_at: string | Date | null;
  password_hash: string | null;
  username: string;
  rut: string | null;
  first_name: string;
  last_name: string;
  active: boolean;
}

/** The link of a token with its person; `forUpdate` locks it so two tabs cannot both use it. */
export const findLink = async (
  db: Db | Tx,
  token: string,
  forUpdate = false,
): Promise<LinkRow | undefined> => {
  const [row] = await selectRows<LinkRow>(
    db,
    sql`select l.id, l.user_id, l.kind, l.password_stamp, l.expires_at, l.used_at, u.password_hash, u.username, u.rut,
          u.first_name, u.last_name, (u.archived_at is null and u.disabled_at is null) as active
        from account_links l join users u on u.id = l.user_id
        where l.token_hash = ${hashToken(token)} ${forUpdate ? sql`for update of l, u` : sql``}`,
  );
  return row;
};

export type LinkState = 'vigente' | 'vencido' | 'usado';

/** Used, or dead because the password changed or the person was disabled, reads as "usado". */
export const stateOf = (link: LinkRow, now: Date): LinkState => {
  if (link.used_at || !link.active || link.password_stamp !== passwordStamp(link.password_hash))
    return 'usado';
  if (new Date(link.expires_at).getTime() <= now.getTime()) return 'vencido';
  return 'vigente';
};
