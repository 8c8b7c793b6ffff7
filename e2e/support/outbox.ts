import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from '../playwright.config.ts';

/** Where the embedded server's outbox writes each delivered message (playwright.config's data folder). */
export const outboxDir = resolve(dataDir, 'outbox');

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes. */
export const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The first capture of `link` in the newest e-mail to `address` written since `since` (ms),
 * waiting for the outbox worker.
 */
export const linkFromOutbox = async (
  address: string,
  since: number,
  link: RegExp,
): Promise<string> => {
  let found = '';
  await expect
    .poll(
      async () => {
        for (const f of (await readdir(outboxDir).catch(() => [] as string[])).filter((n) =>
          n.endsWith('.eml'),
        )) {
          const path = resolve(outboxDir, f);
          if ((await stat(path)).mtimeMs < since) continue;
          const eml = decodeQp(await readFile(path, 'utf8'));
          if (!eml.toLowerCase().includes(address.toLowerCase())) continue;
          const match = link.exec(eml);
          if (match?.[1]) found = match[1];
        }
        return found;
      },
      // The outbox worker runs every 5 s, but on a loaded 2-core machine a reset mail took 31 s.
      { timeout: 90_000 },
    )
    .not.toBe('');
  return found;
};
