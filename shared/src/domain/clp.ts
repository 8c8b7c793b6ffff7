import { groupThousands } from './count.ts';

/** Whole Chilean pesos as `$12.345` (no decimals, dot thousands separator). */
export const formatClp = (amount: number): string => {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.abs(rounded).toString())}`;
};

/** Reads `$12.345`, `12345` or `12.345` back to an integer; null when it is not a whole amount. */
export const parseClp = (text: string): number | null => {
  const cleaned = text.replace(/[$\s.]/g, '');
  if (!/^-?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
};
