/** What each first-charge rule reads as (apart from the schemas: no zod to show it). */
export const firstChargeRuleLabel = {
  prorratear: 'Prorratear por los días que quedan',
  completo: 'Cobrar el mes completo',
  mes_siguiente: 'Cobrar desde el mes siguiente',
} as const;
