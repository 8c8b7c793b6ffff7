import { expect, type Locator } from '@playwright/test';

/**
 * The body rows of a list's table once they are the server's rows. While a list loads or
 * refetches its table is `aria-busy` and, on the first load, holds skeleton rows: a snapshot of
 * the cells read then is of empty placeholders or of the previous answer (a student's payer
 * column read as "" on a loaded machine).
 */
export const loadedRows = async (table: Locator): Promise<Locator> => {
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows;
};
