import { isValidRut, normalizeRut } from '@academias/shared/format';
import type { ImportRow } from './map-import-rows.ts';

/**
 * Which of the file's RUTs are already registered, asked a few at a time so a long file does
 * not flood the server. `isRegistered` answers for one normalised RUT.
 */
export const findExistingRuts = async (
  rows: ImportRow[],
  isRegistered: (rut: string) => Promise<boolean>,
  onProgress?: (done: number, total: number) => void,
  concurrency = 4,
): Promise<Set<string>> => {
  const ruts = [
    ...new Set(
      rows
        .map((r) => r.values.rut)
        .filter((r): r is string => !!r && isValidRut(r))
        .map(normalizeRut),
    ),
  ];
  const existing = new Set<string>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ruts.length) {
      const rut = ruts[next++]!;
      if (await isRegistered(rut)) existing.add(rut);
      onProgress?.(++done, ruts.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ruts.length) }, worker));
  return existing;
};
