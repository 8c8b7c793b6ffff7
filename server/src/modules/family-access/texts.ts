/** Every Spanish text of invitations and password resets, in one place. */
export const familyAccessTexts = {
  forgotAnswer:
    'Si el RUT corresponde a una cuenta con correo registrado, te enviamos un enlace para elegir una contraseña nueva. Revisa tu correo (también la carpeta de spam); el enlace dura 2 horas.',
  tooManyForgot: 'Demasiadas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo.',
  tooMany: 'Demasiados intentos seguidos. Espera un minuto e inténtalo de nuevo.',
  vencido:
    'Este enlace venció. Pide uno nuevo con «¿Olvidaste tu contraseña?» en la página de inicio de sesión, o pide a tu academia otra invitación.',
  usado:
    'Este enlace ya se usó o dejó de valer porque la contraseña cambió. Si no puedes entrar, pide uno nuevo con «¿Olvidaste tu contraseña?».',
  invalid:
    'El enlace no es válido. Revisa que lo copiaste completo o pide uno nuevo con «¿Olvidaste tu contraseña?».',
  passwordSet: 'Listo: tu contraseña quedó guardada. Ya puedes iniciar sesión con tu RUT.',
  skip: {
    notFound: 'No existe',
    notFamily: 'Solo se invita a alumnos y apoderados',
    archived: 'Está archivado o deshabilitado',
    noRut: 'No tiene RUT registrado',
    noEmail: 'No tiene correo registrado',
  },
  invited: (n: number, skipped: number) =>
    `${n === 1 ? 'Se envió 1 invitación' : `Se enviaron ${n} invitaciones`}${skipped > 0 ? `; ${skipped === 1 ? '1 persona quedó' : `${skipped} personas quedaron`} sin invitar` : ''}.`,
  invitation: {
    template: 'Invitación al portal',
    subject: 'Tu acceso a Academias',
    intro: (name: string) =>
      `<p>Hola ${name},</p><p>Tu academia te invitó a entrar a Academias para ver tus cobros, pagos y boletas.</p>`,
    action: 'Elegir mi contraseña',
    outro: (user: string) =>
      `<p>Tu usuario es tu RUT: <strong>${user}</strong>. El enlace sirve una sola vez y dura 7 días.</p><p>Si no esperabas este correo, ignóralo.</p>`,
  },
  reset: {
    template: 'Restablecer contraseña',
    subject: 'Elige una contraseña nueva',
    intro: (name: string) =>
      `<p>Hola ${name},</p><p>Pediste elegir una contraseña nueva para entrar a Academias.</p>`,
    action: 'Elegir una contraseña nueva',
    outro: (user: string) =>
      `<p>Tu usuario es <strong>${user}</strong>. El enlace sirve una sola vez y dura 2 horas.</p><p>Si no lo pediste tú, ignora este correo: tu contraseña sigue igual.</p>`,
  },
} as const;
