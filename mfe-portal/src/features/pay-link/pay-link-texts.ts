/** Portal texts of personal pay links. */
export const payLinkTexts = {
  closedTitle: 'Este enlace de pago no muestra cobros',
  opening: 'Abriendo tu enlace de pago…',
} as const;
