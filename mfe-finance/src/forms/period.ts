/**
 * Why a billing period `yyyy-mm` (what `<input type="month">` gives) is not valid, or null. A plain
 * function: Pagos Pendientes checks its period with it and loads no zod on its first screen.
 */
export const periodProblem = (value: string): string | null => {
  const period = value.trim();
  if (!period) return 'Ingresa un período';
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(period) ? null : 'Ingresa un período válido (mes y año)';
};
