import { resolve } from 'node:path';
import { loadEnv } from '../../config/env.ts';
import { RestoreRefused, backupDatabase, restoreDatabase } from './backup.ts';

/**
 * `pnpm db:backup <file>` / `pnpm db:restore <file> [--force]` from the repository root, on the
 * database the server is configured with (DATABASE_URL, else the PGlite folder in DATA_DIR).
 * Paths are relative to where pnpm was called (INIT_CWD), not to server/.
 */
const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const fileArg = rest.find((a) => !a.startsWith('--'));
const usage = 'Uso: pnpm db:backup <archivo> [--force]  |  pnpm db:restore <archivo> [--force]';

if ((command !== 'backup' && command !== 'restore') || !fileArg) {
  console.error(usage);
  process.exit(2);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
const env = loadEnv();
const target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${env.DATA_DIR}`;

try {
  if (command === 'backup') {
    await backupDatabase(target, file, { force });
    console.log(`Respaldo de ${where} guardado en ${file}`);
  } else {
    await restoreDatabase(target, file, { force });
    console.log(
      `Respaldo ${file} restaurado en ${where}. Inicie el servidor: aplica las migraciones que falten.`,
    );
  }
} catch (error) {
  const detail = error instanceof RestoreRefused ? error.message : `${(error as Error).message}`;
  console.error(`No se pudo ${command === 'backup' ? 'respaldar' : 'restaurar'}: ${detail}`);
  process.exit(1);
}
