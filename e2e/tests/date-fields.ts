import type { Locator, Page } from '@playwright/test';
import { monthNames } from '@academias/shared/format';

/** `yyyy-mm-dd` as the product shows and takes it: `dd-mm-yyyy`. */
export const shownDate = (iso: string): string => iso.split('-').reverse().join('-');

/** Types a day into a DateInput as a person would: the digits of dd-mm-aaaa (dashes come alone). */
export const typeDate = async (field: Locator, iso: string): Promise<void> => {
  await field.fill('');
  await field.pressSequentially(shownDate(iso).replace(/-/g, ''));
};

/** Chooses `yyyy-mm` in the MonthInput named `label`: the month by its Spanish name, then the year. */
export const chooseMonth = async (
  scope: Page | Locator,
  label: string,
  period: string,
): Promise<void> => {
  const [year, month] = period.split('-');
  // the required mark may follow the label
  const name = new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`);
  const group = scope.getByRole('group', { name });
  await group.getByRole('combobox', { name: 'Año' }).selectOption(year!);
  await group
    .getByRole('combobox', { name: 'Mes' })
    .selectOption({ label: monthNames[Number(month) - 1]! });
};
