/** What each discount category reads as (apart from the schemas: no zod to show it). */
export const discountCategoryLabel = {
  beca: 'Beca',
  hermanos: 'Hermanos',
  convenio: 'Convenio',
  otro: 'Otro',
} as const;
