import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../db/client.ts';

/**
 * Migrates one PGlite database per test run and saves it as a template that every test file
 * loads (see test-db.ts): booting PGlite and running migrations once instead of once per file.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const database = await openPglite();
  const dump = await database.dump?.();
  await database.close();
  if (!dump) return;
  const path = join(tmpdir(), `academias-pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  process.env.ACADEMIAS_PGLITE_TEMPLATE = path;
  return () => rmSync(path, { force: true });
}
