import { formatCount } from './count.ts';

// Built on first use, not when a screen's code loads (docs/performance.md, session 20).
let rules: Intl.PluralRules | undefined;
const isOne = (count: number) => (rules ??= new Intl.PluralRules('es-CL')).select(count) === 'one';

/**
 * "1 fila", "3 filas", "1.250 filas": the count with the word that agrees with it, chosen by
 * Intl.PluralRules (es-CL has `one` and `other`; `many` of large round numbers reads as `other`).
 */
export const plural = (count: number, one: string, other: string): string =>
  `${formatCount(count)} ${isOne(count) ? one : other}`;

/** The word alone, when the count is written elsewhere ("enviado"/"enviados"). */
export const pluralWord = (count: number, one: string, other: string): string =>
  isOne(count) ? one : other;
