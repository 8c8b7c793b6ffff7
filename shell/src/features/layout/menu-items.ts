import type { Session, UserKind } from '@academias/shared/session';
import { canOpenPath, userKindOf } from '@academias/shared/session';
import { env } from '../../config/env.ts';

/** A link inside the app, an external link (new tab), or a group of entries. */
export type MenuEntry =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'group'; label: string; children: MenuEntry[] };

const link = (label: string, to: string): MenuEntry => ({ kind: 'link', label, to: `/app/${to}` });
const group = (label: string, children: MenuEntry[]): MenuEntry => ({
  kind: 'group',
  label,
  children,
});

/** docs/spec.md §2 "Side menu by user type", with the paths of docs/architecture.md. */
const adminMenu = (): MenuEntry[] => [
  group('Dashboard', [link('Inicio', 'dashboard')]),
  group('Gestión de Usuarios', [
    link('Equipo de Trabajo', 'modules/teachers'),
    link('Alumnos', 'modules/students'),
  ]),
  group('Gestión Operativa', [link('Academias', 'modules/academies')]),
  group('Gestión Financiera', [
    link('Planes y Servicios', 'modules/plans'),
    link('Gastos Operativos', 'modules/expenses'),
  ]),
  group('Transacciones', [
    link('Centro de Pagos', 'modules/view-payments'),
    link('Documentos Emitidos', 'modules/view-dte'),
    link('Pagos Pendientes', 'modules/charges'),
    link('Pago Automático', 'modules/autopay'),
  ]),
  group('Reportes', [
    link('Academias', 'modules/reports/academies'),
    link('Usuarios', 'modules/reports/users'),
    link('Transbank', 'modules/reports/transbank'),
    link('Liquidaciones', 'modules/reports/payouts'),
  ]),
  group('Comunicaciones', [
    link('Centro de Correos', 'modules/email'),
    link('Historial de Envíos', 'modules/emails/view'),
    link('Recordatorios de Pago', 'modules/emails/reminders'),
  ]),
  group('Configuración', [
    link('Parámetros Avanzados', 'modules/configuration'),
    link('Estado del sistema', 'modules/reports/system'),
  ]),
];

const teacherMenu = (session: Session): MenuEntry[] => [
  link('Dashboard', 'dashboard'),
  group(
    'Academias',
    session.academies.map((a) => link(a.academy_name, `modules/my-academies/${a.id_academy}`)),
  ),
  link('Planes de Estudio', 'modules/plans'),
  link('Centro de Correos', 'modules/email'),
  link('Historial de Pagos', 'modules/view-payments'),
  link('Boletas Generadas', 'modules/view-dte'),
  link('Mi liquidación', 'modules/reports/payouts'),
];

const otherMenu = (): MenuEntry[] => [
  link('Dashboard', 'dashboard'),
  link('Historial de Pagos', 'modules/view-payments'),
  link('Boletas Generadas', 'modules/view-dte'),
  link('Cobros Pendientes', 'modules/view-charges'),
  { kind: 'external', label: 'Sitio web', href: env.websiteUrl },
  { kind: 'external', label: 'Portal de Pagos', href: env.portalUrl },
];

const byKind: Record<UserKind, (session: Session) => MenuEntry[]> = {
  admin: adminMenu,
  teacher: teacherMenu,
  other: otherMenu,
};

/** Keeps only the links the access table opens to this type, so menu and route guard agree. */
const allowed = (entries: MenuEntry[], kind: UserKind): MenuEntry[] =>
  entries.flatMap((e): MenuEntry[] => {
    if (e.kind === 'link') return canOpenPath(kind, e.to) ? [e] : [];
    if (e.kind === 'group') {
      const children = allowed(e.children, kind);
      return children.length ? [{ ...e, children }] : [];
    }
    return [e];
  });

export const menuFor = (session: Session): MenuEntry[] => {
  const kind = userKindOf(session.type);
  return allowed(byKind[kind](session), kind);
};
