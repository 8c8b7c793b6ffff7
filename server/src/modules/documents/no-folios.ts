/** Shown on a payment whose boleta waits for folios (the payment itself stays approved). */
export const NO_FOLIOS_MESSAGE =
  'No quedan folios autorizados (CAF) para emitir la boleta: el pago quedó aprobado y la boleta se emitirá al cargar un nuevo CAF en Parámetros Avanzados.';
