/** What each adjustment kind reads as (apart from the schemas: no zod to show it). */
export const adjustmentKindLabel = {
  correccion: 'Corrección',
  descuento: 'Descuento aplicado',
  condonacion: 'Recargo condonado',
} as const;
