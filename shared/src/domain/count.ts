/**
 * Numbers as es-CL writes them: `1.234.567`, `-1.234`, `2,5`.
 *
 * Whole numbers (counts, folios, amounts) are grouped here, with the same rule `formatClp` uses,
 * instead of through `Intl.NumberFormat`: the first number formatter a page builds loads the
 * locale's number data, 30-90 ms of a phone's main thread measured in Chromium (docs/performance.md,
 * session 20), and list screens such as Planes or Academias need no other `Intl` service. A number
 * with decimals still goes through `Intl.NumberFormat('es-CL')`, built on first use; a test checks
 * that both write whole numbers alike.
 */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

let decimals: Intl.NumberFormat | undefined;

export const formatCount = (value: number): string => {
  if (!Number.isSafeInteger(value))
    return (decimals ??= new Intl.NumberFormat('es-CL')).format(value);
  return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
};
