/**
 * SMTP replies 4xx for "try later" (greylisting, mailbox busy, rate limits) and 5xx for "never"
 * (no such user, rejected). Network errors carry no code and are worth retrying.
 */
export interface DeliveryFailure {
  permanent: boolean;
  reason: string;
  /** The SMTP reply code, when the server answered one. */
  responseCode?: number | undefined;
}

export const classifyDeliveryError = (error: unknown): DeliveryFailure => {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const detail = (e.response ?? e.message ?? String(error)).slice(0, 500);
  if (code !== undefined && code >= 500)
    return {
      permanent: true,
      responseCode: code,
      reason: `Rechazado por el servidor de correo (${code}): ${detail}`,
    };
  if (code !== undefined && code >= 400)
    return {
      permanent: false,
      reason: `Error temporal del servidor de correo (${code}): ${detail}`,
    };
  return {
    permanent: false,
    reason: `No se pudo conectar con el servidor de correo: ${e.code ?? ''} ${detail}`.trim(),
  };
};
