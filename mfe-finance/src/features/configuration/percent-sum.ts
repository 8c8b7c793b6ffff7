/** Sum of teacher shares in hundredths, so 33,33 + 66,67 is exactly 100 (the server adds the same way). */
export const sumPercents = (values: readonly number[]): number =>
  values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
