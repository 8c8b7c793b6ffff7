/** What each document type is called (apart from the schemas: no zod to show it). */
export const documentTypeName = {
  39: 'Boleta electrónica',
  41: 'Boleta electrónica exenta',
} as const;
