/**
 * Which remote renders which path under /app (docs/architecture.md, "Module paths"). The shell
 * knows remotes only by name; the remote's route bundle decides the pages inside its prefixes.
 * The server reads it too: the shell's page for a module's path links that remote's entry files,
 * so the browser fetches them with the shell's (server/src/static/remote-preload.ts). Pure data,
 * not a federation share: each of them bundles its own copy.
 */
export type RemoteName =
  'mfe-users' | 'mfe-academies' | 'mfe-finance' | 'mfe-reports' | 'mfe-email' | 'mfe-portal';

const prefixes: ReadonlyArray<readonly [prefix: string, remote: RemoteName]> = [
  ['dashboard', 'mfe-reports'],
  ['modules/teachers', 'mfe-users'],
  ['modules/students', 'mfe-users'],
  ['modules/academies', 'mfe-academies'],
  ['modules/my-academies', 'mfe-academies'],
  ['modules/plans', 'mfe-finance'],
  ['modules/expenses', 'mfe-finance'],
  ['modules/view-payments', 'mfe-finance'],
  ['modules/view-dte', 'mfe-finance'],
  ['modules/charges', 'mfe-finance'],
  ['modules/autopay', 'mfe-finance'],
  ['modules/view-charges', 'mfe-finance'],
  ['modules/configuration', 'mfe-finance'],
  ['modules/reports', 'mfe-reports'],
  ['modules/email', 'mfe-email'],
  ['modules/emails', 'mfe-email'],
];

/** `modules/teachers/12` -> `mfe-users`; a path no remote owns -> null. */
export const remoteForAppPath = (relativePath: string): RemoteName | null => {
  const path = relativePath.replace(/^\/+|\/+$/g, '');
  const hit = prefixes.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return hit ? hit[1] : null;
};
