import type { UserKind } from './session-store.ts';

/**
 * Which user types may open each path under `/app` (docs/spec.md §2 menus, docs/design.md §11
 * permissions). The one table the shell's menus and its route guard read: a path not listed is
 * unknown (404), a listed path not open to the caller's type shows "Sin acceso", never the screen.
 * Longest prefix wins, so a sub-path can be narrower than its parent.
 */
const ALL: readonly UserKind[] = ['admin', 'teacher', 'other'];
const ADMIN: readonly UserKind[] = ['admin'];

export const pathAccess: ReadonlyArray<readonly [prefix: string, kinds: readonly UserKind[]]> = [
  ['dashboard', ALL],
  ['modules/teachers', ADMIN],
  ['modules/students', ADMIN],
  ['modules/academies', ADMIN],
  // the teacher's own academies; the page itself answers "Sin acceso" for one not theirs
  ['modules/my-academies', ['teacher']],
  ['modules/plans', ['admin', 'teacher']],
  ['modules/expenses', ADMIN],
  ['modules/view-payments', ALL],
  ['modules/view-dte', ALL],
  ['modules/charges', ADMIN],
  ['modules/autopay', ADMIN],
  ['modules/view-charges', ['other']],
  ['modules/configuration', ADMIN],
  ['modules/reports', ADMIN],
  // a teacher reads their own statement (the server refuses another teacher's)
  ['modules/reports/payouts', ['admin', 'teacher']],
  ['modules/email', ['admin', 'teacher']],
  ['modules/emails', ADMIN],
  // a teacher schedules sends too, and sees and changes their own
  ['modules/emails/scheduled', ['admin', 'teacher']],
];

const normalize = (path: string): string =>
  path
    .replace(/[?#].*$/, '')
    .replace(/^\/?app(\/|$)/, '')
    .replace(/^\/+|\/+$/g, '');

/** The rule for a path (`/app/modules/charges`, `modules/charges/3` or `dashboard`); null if unknown. */
export const accessRuleFor = (path: string): readonly UserKind[] | null => {
  const p = normalize(path);
  let best: readonly [string, readonly UserKind[]] | null = null;
  for (const rule of pathAccess) {
    const [prefix] = rule;
    if ((p === prefix || p.startsWith(`${prefix}/`)) && (!best || prefix.length > best[0].length)) {
      best = rule;
    }
  }
  return best ? best[1] : null;
};

/** May a user of this kind open the path? Unknown paths answer true: the router's 404 handles them. */
export const canOpenPath = (kind: UserKind, path: string): boolean => {
  const rule = accessRuleFor(path);
  return rule === null || rule.includes(kind);
};
