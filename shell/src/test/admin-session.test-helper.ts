import type { Session } from '@academias/shared/session';

/** The demo admin's session, as the login answers it. */
export const adminSession: Session = {
  token: 't',
  refreshToken: 'r-0123456789abcdefghij',
  expiresAt: '2099-01-01T00:00:00.000Z',
  type: 0,
  data: { id: 1, name: 'Valentina Soto', username: 'admin' },
  academies: [],
};
