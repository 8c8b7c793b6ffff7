import { eq } from 'drizzle-orm';
import { checkPasswordPolicy } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../db-handle.ts';
import { users } from '../schema/users.ts';

export interface NewAdmin {
  username: string;
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * The first administrator of a production database (no demo seed there). Refuses a taken
 * username and a weak password, with the same policy as the app's own forms.
 */
export const createAdmin = async (db: Db, admin: NewAdmin): Promise<number> => {
  if (!/^[a-z0-9._-]{3,40}$/.test(admin.username))
    throw new Error(
      'El usuario debe tener de 3 a 40 letras minúsculas, números, puntos o guiones.',
    );
  const verdict = checkPasswordPolicy(admin.password, {
    username: admin.username,
    names: [admin.firstName, admin.lastName],
  });
  if (!verdict.ok) throw new Error(`La contraseña ${verdict.message}.`);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, admin.username));
  if (taken) throw new Error(`Ya existe el usuario ${admin.username}.`);
  const [created] = await db
    .insert(users)
    .values({
      type: 0,
      username: admin.username,
      firstName: admin.firstName,
      lastName: admin.lastName,
      passwordHash: await hashPassword(admin.password),
    })
    .returning({ id: users.id });
  return created!.id;
};
