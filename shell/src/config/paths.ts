/** Routes of the shell (docs/spec.md §2). */
export const paths = {
  login: '/auth/login',
  app: '/app',
  dashboard: '/app/dashboard',
  portal: '/client/payments',
  portalResult: '/client/payments/result',
  landing: '/landing',
  notFound: '/notfound',
} as const;
