const rules = new Intl.PluralRules('es-CL');
const numbers = new Intl.NumberFormat('es-CL');

/**
 * "1 fila", "3 filas", "1.250 filas": the count with the word that agrees with it, chosen by
 * Intl.PluralRules (es-CL has `one` and `other`; `many` of large round numbers reads as `other`).
 */
export const plural = (count: number, one: string, other: string): string =>
  `${numbers.format(count)} ${rules.select(count) === 'one' ? one : other}`;

/** The word alone, when the count is written elsewhere ("enviado"/"enviados"). */
export const pluralWord = (count: number, one: string, other: string): string =>
  rules.select(count) === 'one' ? one : other;
