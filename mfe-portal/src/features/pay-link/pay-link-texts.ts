/** Portal texts of personal pay links. */
export const payLinkTexts = {
  closedTitle: 'Este enlace de pago no muestra cobros',
  useRut: 'Puedes buscar tus cobros con tu RUT aquí arriba.',
  opening: 'Abriendo tu enlace de pago…',
} as const;
