/** An empty input or select means "no value": the contract's nullish fields want null, not ''. */
export const blankToNull = (value: unknown): unknown =>
  value === '' || value === undefined ? null : value;

/** An empty optional input that the contract wants absent (a password left blank on edit). */
export const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === null ? undefined : value;

/** `null` from the API to the '' an input shows. */
export const orBlank = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
