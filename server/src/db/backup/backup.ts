import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const run = promisify(execFile);

/** Where the server keeps its data: the same settings as the server (DATABASE_URL, else DATA_DIR). */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export class RestoreRefused extends Error {}

/** The PGlite folder inside DATA_DIR, as src/db/client.ts opens it. */
export const pgliteDir = (dataDir: string) => resolve(dataDir, 'pglite');

/**
 * PGlite writes postmaster.pid while a process has the folder open and removes it on close: two
 * processes on one folder would corrupt it, so a backup or restore waits for the server to stop.
 */
const refuseIfOpen = (dir: string, force: boolean | undefined) => {
  if (!force && existsSync(resolve(dir, 'postmaster.pid'))) {
    throw new RestoreRefused(
      `La base embebida en ${dir} está abierta por el servidor. Detenga el servidor y vuelva a intentarlo (si el servidor no está corriendo porque se cortó, use --force).`,
    );
  }
};

/** Tables outside the system schemas (the migrations' own `drizzle` schema counts: it means a database was set up). */
const userTableCount = async (query: (text: string) => Promise<{ rows: { n: number }[] }>) =>
  (
    await query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows[0]?.n ?? 0;

/**
 * PostgreSQL: pg_dump's custom format, taken from one snapshot (MVCC), so payments being made while
 * it runs are either wholly in it or not at all. PGlite: its own data-folder dump (a tar.gz) taken
 * by opening the folder; the server must be stopped (PGlite lives inside one process).
 */
export const backupDatabase = async (
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<void> => {
  if (target.databaseUrl) {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.databaseUrl],
      { maxBuffer: 1 << 26 },
    );
    return;
  }
  const dir = pgliteDir(target.dataDir);
  if (!existsSync(dir)) throw new Error(`No hay base de datos en ${dir}.`);
  refuseIfOpen(dir, options.force);
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  try {
    await client.waitReady;
    // CHECKPOINT flushes everything to the data files the dump copies.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
};

/**
 * Restores a backup into the configured database. Refuses a database that already has tables (or
 * a PGlite folder with files) unless `force`: PostgreSQL then drops what the dump recreates; a
 * PGlite folder is moved aside (`<folder>.antes-de-restaurar-<time>`), never deleted.
 */
export const restoreDatabase = async (
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<void> => {
  if (!existsSync(file)) throw new Error(`No existe el archivo ${file}.`);
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    const tables = await userTableCount((text) => client.query(text)).finally(() => client.end());
    if (tables > 0 && !options.force) {
      throw new RestoreRefused(
        `La base de datos de destino no está vacía (${tables} tablas). Use --force para reemplazar su contenido.`,
      );
    }
    const args = [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
    ];
    if (tables > 0) args.push('--clean', '--if-exists');
    await run('pg_restore', [...args, file], { maxBuffer: 1 << 26 });
    return;
  }
  const dir = pgliteDir(target.dataDir);
  refuseIfOpen(dir, options.force);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!options.force)
      throw new RestoreRefused(
        `La carpeta ${dir} ya tiene una base de datos. Use --force para reemplazarla (la actual se guarda aparte).`,
      );
    renameSync(dir, `${dir}.antes-de-restaurar-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  }
  const client = new PGlite(dir, {
    loadDataDir: new Blob([await readFile(file)]),
    extensions: { pg_trgm },
  });
  try {
    await client.waitReady;
    await client.query('select 1');
  } finally {
    await client.close();
  }
};
