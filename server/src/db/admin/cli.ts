import { loadEnv } from '../../config/env.ts';
import { openDatabase } from '../client.ts';
import { createAdmin } from './create-admin.ts';

/**
 * `pnpm admin:create <usuario> <nombre> <apellido>` with the password in ADMIN_PASSWORD (never on
 * the command line, where other users of the machine and the shell history would see it).
 */
const [username, firstName, lastName = ''] = process.argv.slice(2);
const password = process.env.ADMIN_PASSWORD;
if (!username || !firstName || !password) {
  console.error('Uso: ADMIN_PASSWORD=<contraseña> pnpm admin:create <usuario> <nombre> [apellido]');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
try {
  await createAdmin(database.db, { username, firstName, lastName, password });
  console.log(`Administrador ${username} creado.`);
} catch (error) {
  console.error(`No se creó el administrador: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
