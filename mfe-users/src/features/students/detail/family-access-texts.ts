/** Texts of the person page's access actions (invitation, personal pay link). */
export const familyAccessTexts = {
  invite: 'Invitar a entrar',
  inviting: 'Enviando invitación…',
  inviteError: 'No se pudo enviar la invitación',
  inviteSkipped: 'No se envió la invitación',
  payLink: 'Copiar enlace de pago',
  payLinkCopied: 'Enlace de pago copiado',
  payLinkCopiedDetail:
    'Sirve 30 días y muestra solo sus cobros pendientes. Pégalo en un correo o mensaje.',
  payLinkShown: 'Enlace de pago (cópialo):',
  payLinkError: 'No se pudo crear el enlace de pago',
} as const;
