/** Routes of the shell (docs/spec.md §2). */
export const paths = {
  login: '/auth/login',
  /** Choose a password from an invitation or reset e-mail (the login build serves it). */
  setPassword: '/auth/password',
  app: '/app',
  dashboard: '/app/dashboard',
  portal: '/client/payments',
  portalResult: '/client/payments/result',
  landing: '/landing',
  notFound: '/notfound',
} as const;
