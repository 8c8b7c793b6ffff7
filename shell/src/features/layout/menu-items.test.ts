import type { Session } from '@academias/shared/session';
import { describe, expect, it } from 'vitest';
import { menuFor, type MenuEntry } from './menu-items.ts';

const base: Omit<Session, 'type' | 'academies'> = {
  token: 't',
  refreshToken: 'r',
  expiresAt: '2026-11-22T05:00:00.000Z',
  data: { id: 1, name: 'Ana', username: 'ana' },
};
const as = (type: number, academies: Session['academies'] = []): Session => ({
  ...base,
  type,
  academies,
});

/** `Group > Label -> path` lines, easy to compare with docs/spec.md's list. */
const outline = (entries: MenuEntry[], prefix = ''): string[] =>
  entries.flatMap((e) => {
    if (e.kind === 'group') return outline(e.children, `${e.label} > `);
    if (e.kind === 'external') return [`${prefix}${e.label} -> ${e.href} (nueva pestaña)`];
    return [`${prefix}${e.label} -> ${e.to}`];
  });

describe('side menu per user type (docs/spec.md §2)', () => {
  it('admin (type 0): docs/spec.md groups and labels, each to its module path', () => {
    expect(outline(menuFor(as(0)))).toEqual([
      'Dashboard > Inicio -> /app/dashboard',
      'Gestión de Usuarios > Equipo de Trabajo -> /app/modules/teachers',
      'Gestión de Usuarios > Alumnos -> /app/modules/students',
      'Gestión Operativa > Academias -> /app/modules/academies',
      'Gestión Financiera > Planes y Servicios -> /app/modules/plans',
      'Gestión Financiera > Gastos Operativos -> /app/modules/expenses',
      'Transacciones > Centro de Pagos -> /app/modules/view-payments',
      'Transacciones > Documentos Emitidos -> /app/modules/view-dte',
      'Transacciones > Pagos Pendientes -> /app/modules/charges',
      'Transacciones > Pago Automático -> /app/modules/autopay',
      'Reportes > Academias -> /app/modules/reports/academies',
      'Reportes > Usuarios -> /app/modules/reports/users',
      'Reportes > Transbank -> /app/modules/reports/transbank',
      'Reportes > Liquidaciones -> /app/modules/reports/payouts',
      'Comunicaciones > Centro de Correos -> /app/modules/email',
      'Comunicaciones > Historial de Envíos -> /app/modules/emails/view',
      'Comunicaciones > Recordatorios de Pago -> /app/modules/emails/reminders',
      'Configuración > Parámetros Avanzados -> /app/modules/configuration',
      'Configuración > Estado del sistema -> /app/modules/reports/system',
    ]);
  });

  it('teacher (type 1): one Academias entry per academy of the session', () => {
    const menu = menuFor(
      as(1, [
        { id_academy: 4, academy_name: 'Danza Andina' },
        { id_academy: 9, academy_name: 'Escuela de Fútbol Norte' },
      ]),
    );
    expect(outline(menu)).toEqual([
      'Dashboard -> /app/dashboard',
      'Academias > Danza Andina -> /app/modules/my-academies/4',
      'Academias > Escuela de Fútbol Norte -> /app/modules/my-academies/9',
      'Planes de Estudio -> /app/modules/plans',
      'Centro de Correos -> /app/modules/email',
      'Historial de Pagos -> /app/modules/view-payments',
      'Boletas Generadas -> /app/modules/view-dte',
      'Mi liquidación -> /app/modules/reports/payouts',
    ]);
  });

  it.each([2, 3, 7])(
    'any other type (%i): reduced menu plus website and portal in a new tab',
    (type) => {
      expect(outline(menuFor(as(type)))).toEqual([
        'Dashboard -> /app/dashboard',
        'Historial de Pagos -> /app/modules/view-payments',
        'Boletas Generadas -> /app/modules/view-dte',
        'Cobros Pendientes -> /app/modules/view-charges',
        'Sitio web -> /landing (nueva pestaña)',
        'Portal de Pagos -> /client/payments (nueva pestaña)',
      ]);
    },
  );
});
