/** Every Spanish text of personal pay links, in one place. */
export const payLinkTexts = {
  invalid:
    'El enlace de pago no es válido. Revisa que lo copiaste completo o busca tus cobros con tu RUT.',
  vencido:
    'Este enlace de pago venció (dura 30 días). Busca tus cobros con tu RUT o pide un enlace nuevo a tu academia.',
  revocado:
    'Este enlace de pago ya no está disponible. Busca tus cobros con tu RUT o consulta en tu academia.',
  pagado:
    'No quedan cobros pendientes en este enlace: ya están pagados. Si esperabas ver algo, búscalo con tu RUT.',
  noPayer: 'No se encontró el alumno o apoderado.',
  revoked:
    'Los enlaces de pago entregados a esta persona dejaron de funcionar. Uno nuevo funcionará normalmente.',
  tooMany: 'Demasiados intentos seguidos. Espera un minuto e inténtalo de nuevo.',
} as const;
