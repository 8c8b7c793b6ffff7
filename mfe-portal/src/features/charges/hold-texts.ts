/** Portal texts of charges held by a card payment in progress. */
export const holdTexts = {
  minutes: (n: number) => (n <= 1 ? 'menos de 1 minuto' : `${n} minutos`),
  yours: (n: number) =>
    `Tu pago en curso · reservado ${n <= 0 ? 'unos segundos más' : `por ${holdTexts.minutes(n)}`}`,
  others: (n: number) =>
    `Pago en curso · se libera ${n <= 0 ? 'en unos segundos' : `en ${holdTexts.minutes(n)}`}`,
  othersHint: (count: number) =>
    ` ${count === 1 ? 'Un cobro tiene' : `${count} cobros tienen`} un pago en curso que no iniciaste aquí; podrás pagarlo si ese pago no se completa.`,
  yoursHint:
    ' Tienes un pago en curso: puedes retomarlo (quedará marcado para pagar de nuevo) o liberar el cobro.',
  release: 'Liberar reserva',
  releaseLabel: (description: string) => `Liberar reserva: ${description}`,
  resume: 'Retomar el pago con Webpay',
  releaseFailed: 'No pudimos liberar la reserva',
} as const;
