import { formatPhone } from '../../domain/phone.ts';
import { formatRut } from '../../domain/rut.ts';

/** Cell values of the server-streamed exports. Pure TypeScript: the server writes them. */
export const rut = (value: string | null): string => (value ? formatRut(value) : '');

/** `+56 9 8765 4321`, as the screens show it. */
export const phone = (value: string | null): string => (value ? formatPhone(value) : '');

/** A timestamp's calendar day in Chile (yyyy-mm-dd), not in UTC. */
export const chileDay = (iso: string | null): string | null =>
  iso
    ? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date(iso))
    : null;

export const chileTime = (iso: string | null): string | null =>
  iso
    ? new Intl.DateTimeFormat('es-CL', {
        timeZone: 'America/Santiago',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).format(new Date(iso))
    : null;
