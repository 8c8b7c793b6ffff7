import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { enqueueSend } from '../../email/enqueue-send.ts';
import { escapeHtml } from '../../email/merge-fields.ts';
import { displayName } from '../portal/user-by-rut.ts';
import { type AccountLinkKind, createAccountLink } from './account-links.ts';
import { familyAccessTexts as texts } from './texts.ts';
import { ACCOUNT_LINK_FRAGMENT, ACCOUNT_LINK_PATH } from '@academias/shared/contract/family-access';

export interface Person {
  id: number;
  type: number;
  rut: string | null;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  active: boolean;
}

export const personColumns = sql`u.id, u.type, u.rut, u.username, lower(nullif(trim(u.email), '')) as email, u.first_name, u.last_name,
  u.password_hash, (u.archived_at is null and u.disabled_at is null) as active`;

/** The login a link's e-mail names: the RUT for a person who never had a password (it becomes their username). */
export const loginNameOf = (p: Pick<Person, 'rut' | 'username' | 'password_hash'>) =>
  p.password_hash === null && p.rut ? p.rut : p.username;

/**
 * Makes the link and queues its e-mail in the caller's transaction: a link exists only if its
 * e-mail is in the outbox, and the outbox worker delivers it even after a crash.
 */
export const sendAccountLink = async (
  tx: Db | Tx,
  person: Person,
  kind: AccountLinkKind,
  ctx: { publicUrl: string; createdBy: number | null; authorName: string; now: Date },
) => {
  const token = await createAccountLink(tx, {
    userId: person.id,
    kind,
    passwordHash: person.password_hash,
    createdBy: ctx.createdBy,
    now: ctx.now,
  });
  const url = `${ctx.publicUrl.replace(/\/+$/, '')}${ACCOUNT_LINK_PATH}#${ACCOUNT_LINK_FRAGMENT}=${token}`;
  const t = kind === 'invitacion' ? texts.invitation : texts.reset;
  const html =
    t.intro(escapeHtml(displayName(person.first_name, person.last_name))) +
    `<p><a href="${escapeHtml(url)}"><strong>${t.action}</strong></a></p>` +
    t.outro(escapeHtml(loginNameOf(person)));
  await enqueueSend(
    tx,
    {
      kind: 'acceso',
      authorId: ctx.createdBy,
      authorName: ctx.authorName,
      templateId: null,
      templateName: t.template,
      subject: t.subject,
      html,
      filter: { userId: person.id, kind },
    },
    [
      {
        key: `user:${person.id}`,
        userId: person.id,
        email: person.email,
        name: `${person.first_name} ${person.last_name}`.trim(),
        merge: {},
      },
    ],
  );
};

const skipReason = (p: Person | undefined): string | null => {
  if (!p) return texts.skip.notFound;
  if (p.type < 2) return texts.skip.notFamily;
  if (!p.active) return texts.skip.archived;
  if (!p.rut) return texts.skip.noRut;
  if (!p.email) return texts.skip.noEmail;
  return null;
};

/** Invites students and guardians: one e-mail each, all or nothing; who cannot be invited is listed with why. */
export const inviteFamily = async (
  db: Db,
  admin: { id: number; name: string },
  userIds: number[],
  publicUrl: string,
  now = new Date(),
) => {
  const people = await selectRows<Person>(
    db,
    sql`select ${personColumns} from users u where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(people.map((p) => [Number(p.id), p]));
  const skipped: { userId: number; reason: string }[] = [];
  const invite: Person[] = [];
  for (const id of userIds) {
    const person = byId.get(id);
    const reason = skipReason(person);
    if (reason || !person) skipped.push({ userId: id, reason: reason ?? texts.skip.notFound });
    else invite.push(person);
  }
  await db.transaction(async (tx) => {
    for (const person of invite) {
      await sendAccountLink(tx, person, 'invitacion', {
        publicUrl,
        createdBy: admin.id,
        authorName: admin.name,
        now,
      });
    }
    if (invite.length > 0) {
      await writeAudit(
        tx,
        invite.map((p) => ({
          userId: admin.id,
          entity: 'user',
          entityId: p.id,
          action: 'invitar',
        })),
      );
    }
  });
  return { invited: invite.length, skipped, message: texts.invited(invite.length, skipped.length) };
};
