/** What an autopay charge's last result reads as (apart from the schemas: no zod to show it). */
export const autopayResultLabel = {
  aprobado: 'Cobro aprobado',
  rechazado: 'Cobro rechazado',
  en_curso: 'Cobro en curso',
} as const;
